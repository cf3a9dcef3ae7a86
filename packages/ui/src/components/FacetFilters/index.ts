export * from "./FacetFilters";
export * from "./MatchCount";

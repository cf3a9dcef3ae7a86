export * from "./FacetFilters";
export * from "./FacetSelect";
export * from "./MatchCount";

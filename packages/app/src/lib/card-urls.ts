/**
 * Where the links and images of a repo's card lead (`RepoCard`'s `resolveLink` and `resolveImage`). The
 * page's CSP allows images from this origin only (and the real hub's, when configured), so a card's images
 * are shown only when they are the repo's own raster files on the hub: fetched through the hub proxy
 * (`/api/hub/{repo}/resolve/{rev}/{file}`, allow-listed for png, jpeg, gif and webp). Any other image (an
 * outside host, an SVG, which could carry script) is shown as a link to it.
 */

const HUB = "https://huggingface.co";
const RASTER = /\.(?:png|jpe?g|gif|webp)$/i;
/** A file of a repo on the hub: `[datasets/]owner/name/(resolve|raw|blob)/rev/path`. */
const HUB_FILE =
  /^https:\/\/huggingface\.co\/((?:datasets\/)?[\w-][\w.-]*\/[\w-][\w.-]*)\/(?:resolve|raw|blob)\/([\w.%-]+)\/([^?#]+)/;

/** The card's link and image resolvers for a model's or dataset's page. */
export function cardUrlResolvers(kind: "model" | "dataset", id: string) {
  const repo = `${kind === "dataset" ? "datasets/" : ""}${id}`;
  const relative = (url: string) => !/^[a-z][a-z0-9+.-]*:|^\/\/|^\/|^#/i.test(url);
  const clean = (path: string) => path.replace(/^\.\//, "");
  return {
    resolveImage(src: string): string | undefined {
      if (relative(src)) {
        const path = clean(src).split(/[?#]/)[0] ?? "";
        return RASTER.test(path) && !path.split("/").includes("..")
          ? `/api/hub/${repo}/resolve/main/${path}`
          : undefined;
      }
      const hubFile = HUB_FILE.exec(src);
      if (hubFile && RASTER.test(hubFile[3] ?? ""))
        return `/api/hub/${hubFile[1]}/resolve/${hubFile[2]}/${hubFile[3]}`;
      return undefined;
    },
    resolveLink(href: string): string {
      return relative(href) ? `${HUB}/${repo}/blob/main/${clean(href)}` : href;
    },
  };
}

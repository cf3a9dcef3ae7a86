/** The sample authors' generated pictures: served by the emulator, or inlined as `data:` URLs. */
import { avatarColor, avatarSvg } from "../hub/avatar";
import type { SampleAuthor } from "./authors";

/** Where the emulator serves its generated images. */
export const AVATAR_PATH = "/_emulator/avatars";
export const COVER_PATH = "/_emulator/covers";

/** How author objects point at their pictures. */
export interface ImageUrls {
  avatar(author: SampleAuthor): string;
  cover(author: SampleAuthor): string;
}

/** The avatar: the author's initials on a colour derived from the name (the hub emulator's avatars). */
export const authorAvatarSvg = (author: SampleAuthor) => avatarSvg(author.name);

/** The cover: a band of a colour derived from the handle. */
export function authorCoverSvg(author: SampleAuthor): string {
  const fill = avatarColor(`${author.userName}:cover`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200"><rect width="600" height="200" fill="${fill}"/></svg>`;
}

/** Absolute URLs of the emulator's image routes on `origin`. */
export function servedImages(origin: string): ImageUrls {
  return {
    avatar: (author) => `${origin}${AVATAR_PATH}/${author.userName}.svg`,
    cover: (author) => `${origin}${COVER_PATH}/${author.userName}.svg`,
  };
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** `data:` URLs holding the SVGs themselves (for pages whose CSP allows `data:` images only). */
export const inlineImages: ImageUrls = {
  avatar: (author) => dataUrl(authorAvatarSvg(author)),
  cover: (author) => dataUrl(authorCoverSvg(author)),
};

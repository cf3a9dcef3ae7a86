/**
 * The card renderer against hostile cards: each vector rendered to HTML (react-dom/server) through the real
 * pipeline, and the output checked for what would run or leak. Then what a card should keep: tables,
 * highlighted code, images through the app's resolver, headings with ids.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hostileRepoCard, longRepoCard, modelRepoCard } from "../../fixtures/repo-cards";
import RepoCardMarkdown, { type RepoCardMarkdownProps } from "./RepoCardMarkdown";

const render = (markdown: string, props: Partial<RepoCardMarkdownProps> = {}) =>
  renderToStaticMarkup(createElement(RepoCardMarkdown, { markdown, ...props }));

/** What must never reach the page: script elements, handlers, script URLs, frames, forms, styles. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  // Attributes of elements (a payload shown as escaped text, `&lt;img onerror=…`, is harmless).
  expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*javascript:/i);
  expect(html).not.toMatch(/(?:href|src)="data:/i);
  expect(html).not.toMatch(/<(?:iframe|object|embed|svg|math|form|input|button|meta|style|link|base)\b/i);
  expect(html).not.toMatch(/<[a-z][^>]*\s(?:style|srcdoc)=/i);
}

describe("RepoCardMarkdown sanitizes", () => {
  it.each([
    ["a script element", "<script>alert(1)</script>", "alert(1)"],
    ["an img onerror", '<img src="x" onerror="alert(1)" alt="x">', "onerror"],
    ["an html javascript: link", '<a href="javascript:alert(1)">go</a>', "javascript:"],
    ["a markdown javascript: link", "[go](javascript:alert(1))", "javascript:"],
    ["an entity-encoded javascript: link", '<a href="jav&#x61;script:alert(1)">go</a>', "script:"],
    ["an iframe", '<iframe src="https://example.com"></iframe>', "<iframe"],
    ["an iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>', "srcdoc"],
    ["an svg onload", '<svg onload="alert(1)"><circle r="1"></circle></svg>', "onload"],
    ["a data: link", '<a href="data:text/html,<script>alert(1)</script>">x</a>', "data:"],
    ["a data: image", '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">', "data:"],
    ["a style attribute", '<p style="position:fixed;inset:0">cover</p>', "position:fixed"],
    ["a style element", "<style>body{display:none}</style>", "display:none"],
    ["a form", '<form action="https://x.invalid"><input name="p"><button>Send</button></form>', "<form"],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://x.invalid">', "refresh"],
    ["an object", '<object data="https://x.invalid/x.swf"></object>', "<object"],
    ["a details ontoggle", '<details open ontoggle="alert(1)"><summary>s</summary></details>', "ontoggle"],
    [
      "mutation XSS through math",
      '<math><mtext><table><mglyph><style><img src=x onerror="alert(1)"></style></mglyph></table></mtext></math>',
      "onerror",
    ],
  ])("%s", (_name, markdown, gone) => {
    const html = render(`Before.\n\n${markdown}\n\nAfter.`);
    expectInert(html);
    expect(html).not.toContain(gone);
    expect(html).toContain("After.");
  });

  it("prefixes a card's ids and names so they cannot clobber the page's globals", () => {
    const html = render('<a id="location" name="cookie" href="#x">x</a>');
    expect(html).toContain('id="user-content-location"');
    expect(html).toContain('name="user-content-cookie"');
  });

  it("renders the emulator's hostile card inertly, front matter included, and the text after the payloads", () => {
    const html = render(hostileRepoCard.markdown, { frontMatter: hostileRepoCard.frontMatter });
    expectInert(html);
    expect(html).toContain("If you can read this, the rest of the card rendered too.");
    // A link whose URL was dropped is text, not a link to this page.
    expect(html).toContain("<span>A javascript: link</span>");
    expect(html).not.toContain('href=""');
    // The tag that is an img in the YAML is text on the page.
    expect(html).toContain("&lt;img src=x onerror=window.__hiberHostileCard=1&gt;");
  });
});

describe("RepoCardMarkdown renders a card", () => {
  it("with its metadata, tables, highlighted code, heading ids and a table of contents", () => {
    const html = render(modelRepoCard.markdown, { frontMatter: modelRepoCard.frontMatter });
    expect(html).toMatch(/<dt[^>]*>license<\/dt><dd[^>]*>apache-2.0<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>datasets<\/dt><dd[^>]*>sst2, glue<\/dd>/);
    expect(html).toContain("<th");
    expect(html).toContain("0.9106</td>");
    expect(html).toMatch(/<code class="[^"]*language-python[^"]*hljs/);
    expect(html).toContain('<span class="hljs-keyword">from</span>');
    expect(html).toContain('id="card-evaluation-results"');
    expect(html).toContain('aria-label="Table of contents"');
    expect(html).toContain('href="#card-how-to-use"');
  });

  it("shows images the app resolves, an outside image as a link, and no table of contents for a short card", () => {
    const resolveImage = (src: string) =>
      src.startsWith("http") ? undefined : `/api/hub/org/m/resolve/main/${src}`;
    const html = render("# t\n\n![banner](card-banner.png)\n\n![chart](https://example.com/c.png)", {
      resolveImage,
    });
    expect(html).toContain('src="/api/hub/org/m/resolve/main/card-banner.png"');
    expect(html).not.toContain('src="https://example.com');
    expect(html).toMatch(/<a href="https:\/\/example.com\/c.png"[^>]*>Image: chart<\/a>/);
    expect(html).not.toContain("Table of contents");
  });

  it("lists the long card's sections and subsections, and summarises nested metadata", () => {
    const html = render(longRepoCard.markdown, { frontMatter: longRepoCard.frontMatter });
    expect(html.match(/<li[^>]*><a href="#card-/g)).toHaveLength(12);
    expect(html).toContain("and 2 more");
    expect(html).toMatch(/model-index<\/dt><dd[^>]*>1 entries/);
  });

  it("says so when the front matter is not YAML", () => {
    expect(render("text", { frontMatter: "a: [b\nc: : :" })).toContain("could not be read");
  });
});

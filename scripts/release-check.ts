/**
 * The release path, end to end (issue 26): `changeset version` and `changeset publish` on a throwaway copy of
 * the repository into a throwaway registry (verdaccio, storage in the work folder, a free port), then a fresh
 * Vite + React + TypeScript project (scripts/release-consumer) installs the three packages *by version from
 * that registry*, type-checks, builds, imports them in Node, and in headless Chromium (its built page, proxied
 * to the app server) lists models from the hub emulator as ModelCards, opens ComparisonModal and
 * DatasetPreviewModal, and pays one prompt to the app's x402 `/api/inference` with wallet-kit's burner wallet.
 *
 * `node --import tsx scripts/release-check.ts <empty work folder>`; scripts/check-packages.sh runs it after
 * `pnpm -r --filter=./packages/* run build`. The checkout is only read: versions and changelogs are made in
 * the copy. The consumer is left in `<work>/consumer` for later checks.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const workArg = process.argv[2];
if (!workArg) throw new Error("usage: node --import tsx scripts/release-check.ts <empty work folder>");
const work = path.resolve(workArg);
const started = Date.now();
const step = (message: string) =>
  console.log(`› ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

/** Runs a command; on failure its output is printed in the error. */
async function sh(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  try {
    return await promisify(execFile)(command, args, {
      ...options,
      env: options.env ?? process.env,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${options.cwd}:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, "utf8")) as T;

// ---------------------------------------------------------------------------------------------------------
// The registry

interface Registry {
  url: string;
  /** "METHOD /path status" of every request it answered. */
  requests: string[];
}

/**
 * Verdaccio (its command line, a process of its own) with its storage in `dir`, on a free port. `@hiber/*`
 * lives only here (anyone may publish: the token is fake); everything else is proxied to the npm registry, so
 * the registry alone could serve a whole install.
 */
async function startRegistry(dir: string): Promise<Registry> {
  await mkdir(dir, { recursive: true });
  const configFile = path.join(dir, "config.yaml");
  await writeFile(
    configFile,
    `storage: ./storage
auth:
  htpasswd:
    file: ./htpasswd
uplinks:
  npmjs:
    url: https://registry.npmjs.org/
packages:
  "@hiber/*":
    access: $all
    publish: $all
  "**":
    access: $all
    proxy: npmjs
max_body_size: 200mb
web:
  enable: false
log: { type: stdout, format: json, level: http }
`,
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const requests: string[] = [];
  await startProcess(
    path.join(root, "node_modules/.bin/verdaccio"),
    ["--config", configFile, "--listen", `127.0.0.1:${port}`],
    {
      cwd: dir,
      env: process.env,
      ready: `${url}-/ping`,
      name: "verdaccio",
      // Its access log, one JSON line per answered request.
      onLine: (line) => {
        const entry = JSON.parse(line) as { request?: { method: string; url: string }; status?: number };
        if (entry.request && entry.status)
          requests.push(`${entry.request.method} ${decodeURIComponent(entry.request.url)} ${entry.status}`);
      },
    },
  );
  return { url, requests };
}

// ---------------------------------------------------------------------------------------------------------
// Version and publish, on a copy

type Bump = "patch" | "minor" | "major";
const BUMPS: Bump[] = ["patch", "minor", "major"];

function bumped(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  if (bump === "major") return `${major + 1}.0.0`;
  if (bump === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

interface Changeset {
  releases: Map<string, Bump>;
  summary: string;
}

/** The pending changesets of `dir`'s .changeset folder (front matter of `"name": bump` lines, then the summary). */
async function readChangesets(dir: string): Promise<Changeset[]> {
  const folder = path.join(dir, ".changeset");
  const names = (await readdir(folder)).filter((name) => name.endsWith(".md") && name !== "README.md");
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(folder, name), "utf8");
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`.changeset/${name} has no front matter`);
      const releases = new Map<string, Bump>();
      for (const [, pkg, bump] of (match[1] ?? "").matchAll(
        /^["']?([^"':]+)["']?:\s*(patch|minor|major)\s*$/gm,
      ))
        releases.set(pkg as string, bump as Bump);
      return { releases, summary: (match[2] ?? "").trim() };
    }),
  );
}

/**
 * What the release needs of the checkout, copied into `copy` (a git repository of its own, so the publish tags
 * it there): the workspace's manifests and lock file, the changesets, and each public package's README,
 * CHANGELOG and build. The checkout's working tree, so uncommitted changesets count too.
 */
async function copyRepository(copy: string, publicDirs: string[]) {
  const { stdout } = await sh("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
  });
  const needed =
    /^(package\.json|pnpm-workspace\.yaml|pnpm-lock\.yaml|\.changeset\/[^/]+|packages\/[^/]+\/(package\.json|README\.md|CHANGELOG\.md|LICENSE))$/;
  for (const file of stdout.split("\0")) {
    if (!needed.test(file) || !existsSync(path.join(root, file))) continue;
    await cp(path.join(root, file), path.join(copy, file));
  }
  for (const dir of publicDirs)
    await cp(path.join(root, dir, "dist"), path.join(copy, dir, "dist"), { recursive: true });
  // The changelog generator (`@changesets/cli/changelog` in .changeset/config.json) resolves from here.
  await symlink(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  await writeFile(path.join(copy, ".gitignore"), "node_modules\n");
  const git = (...args: string[]) =>
    sh("git", ["-c", "user.name=Release check", "-c", "user.email=release-check@hiber.local", ...args], {
      cwd: copy,
    });
  await git("init", "--quiet");
  await git("add", "--all");
  await git("commit", "--quiet", "--no-verify", "--message", "The release check's copy");
}

interface Release {
  name: string;
  version: string;
  /** How many changesets made this version. */
  changesets: number;
}

/** `changeset version` then `changeset publish` in the copy; returns the published versions, checked. */
async function versionAndPublish(copy: string, registry: Registry): Promise<Release[]> {
  const dirs = (await readdir(path.join(root, "packages")))
    .map((name) => `packages/${name}`)
    .filter((dir) => existsSync(path.join(root, dir, "package.json")));
  const manifests = await Promise.all(
    dirs.map(async (dir) => ({
      dir,
      manifest: await readJson<Manifest>(path.join(root, dir, "package.json")),
    })),
  );
  const publicPackages = manifests.filter(({ manifest }) => !manifest.private);
  await copyRepository(
    copy,
    publicPackages.map(({ dir }) => dir),
  );

  // One changeset of this check's own for every public package, so `changeset version` always has work to do
  // (right after a release no changeset is pending): a patch, or the pending changesets' larger bump.
  await writeFile(
    path.join(copy, ".changeset/release-check.md"),
    `---\n${publicPackages.map(({ manifest }) => `"${manifest.name}": patch`).join("\n")}\n---\n\nRelease check: versioned and published by scripts/release-check.ts.\n`,
  );
  const changesets = await readChangesets(copy);
  const changeset = path.join(root, "node_modules/@changesets/cli/bin.js");
  await sh(process.execPath, [changeset, "version"], { cwd: copy });

  const releases: Release[] = [];
  for (const { dir, manifest } of publicPackages) {
    const mine = changesets.filter((entry) => entry.releases.has(manifest.name));
    const bump =
      BUMPS[Math.max(...mine.map((entry) => BUMPS.indexOf(entry.releases.get(manifest.name) as Bump)))];
    const expected = bumped(manifest.version, bump as Bump);
    const versioned = await readJson<Manifest>(path.join(copy, dir, "package.json"));
    if (versioned.version !== expected)
      throw new Error(`${manifest.name}: changeset version made ${versioned.version}, expected ${expected}`);
    // The new section of CHANGELOG.md, generated from the changesets: each one's first line is in it.
    const changelog = await readFile(path.join(copy, dir, "CHANGELOG.md"), "utf8");
    const section = changelog.split(/^## /m)[1] ?? "";
    if (!section.startsWith(`${expected}\n`))
      throw new Error(`${manifest.name}: CHANGELOG.md does not start with ${expected}`);
    // Compared as prose: the changelog is formatted (prettier escapes "_", rewraps nothing else).
    const prose = (text: string) => text.replaceAll("\\", "").replace(/\s+/g, " ");
    for (const entry of mine) {
      const line = entry.summary.split("\n")[0] as string;
      if (!prose(section).includes(prose(line)))
        throw new Error(`${manifest.name}: CHANGELOG.md ${expected} lacks "${line}"`);
    }
    releases.push({ name: manifest.name, version: expected, changesets: mine.length });
  }
  if ((await readChangesets(copy)).length > 0) throw new Error("changeset version left changesets behind");

  // The publish: pnpm's (changesets picks it from the lock file), which applies publishConfig and turns
  // `workspace:` ranges into versions. The registry takes any token; npm and pnpm want one to publish.
  const host = registry.url.replace(/^http:/, "");
  // Every registry setting points at the throwaway one: nothing can reach the npm registry's @hiber scope.
  await writeFile(
    path.join(copy, ".npmrc"),
    `registry=${registry.url}\n@hiber:registry=${registry.url}\n${host}:_authToken=release-check-not-a-secret\n`,
  );
  await sh(process.execPath, [changeset, "publish"], {
    cwd: copy,
    env: { ...process.env, "npm_config_@hiber:registry": registry.url },
  });
  const tags = (await sh("git", ["tag", "--list"], { cwd: copy })).stdout.split("\n");

  const versionOf = new Map(releases.map((release) => [release.name, release.version]));
  for (const release of releases) {
    const packument = (await (await fetch(`${registry.url}${release.name.replace("/", "%2f")}`)).json()) as {
      "dist-tags": Record<string, string>;
      versions: Record<string, Manifest & { dist: { tarball: string } }>;
    };
    const published = packument.versions[release.version];
    if (!published || packument["dist-tags"].latest !== release.version)
      throw new Error(`${release.name}@${release.version} is not the registry's latest`);
    // pnpm's rewriting: internal ranges are versions, the exports are the build's.
    for (const [dependency, range] of Object.entries(published.dependencies ?? {})) {
      if (range.startsWith("workspace:"))
        throw new Error(`${release.name} was published with ${dependency}@${range}`);
      const internal = versionOf.get(dependency);
      if (internal && range !== `^${internal}`)
        throw new Error(`${release.name} depends on ${dependency}@${range}, not ^${internal}`);
    }
    if (JSON.stringify(published.exports).includes("./src/"))
      throw new Error(`${release.name} was published with its source exports`);
    const tarball = path.join(copy, `${release.version}.tgz`);
    await writeFile(tarball, Buffer.from(await (await fetch(published.dist.tarball)).arrayBuffer()));
    const { stdout: listing } = await sh("tar", ["-tzf", tarball], { cwd: copy });
    for (const file of ["package/CHANGELOG.md", "package/README.md", "package/dist/index.js"])
      if (!listing.split("\n").includes(file)) throw new Error(`${release.name}'s tarball lacks ${file}`);
    if (!tags.includes(`${release.name}@${release.version}`))
      throw new Error(`changeset publish did not tag ${release.name}@${release.version}`);
    console.log(
      `  ${release.name}@${release.version} published, CHANGELOG.md from ${release.changesets} changeset(s)`,
    );
  }
  // hub-sdk's Solana and x402 packages stay optional peers (its ./x402 entry alone needs them).
  const hub = await readJson<Manifest>(path.join(copy, "packages/hub-sdk/package.json"));
  for (const peer of Object.keys(hub.peerDependencies ?? {}))
    if (!hub.peerDependenciesMeta?.[peer]?.optional)
      throw new Error(`@hiber/hub-sdk: peer ${peer} is not optional`);
  return releases;
}

// ---------------------------------------------------------------------------------------------------------
// The consumer

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The long-running processes started here, stopped when the check ends. */
const children: ChildProcess[] = [];

/**
 * Spawns a long-running process and resolves once `ready` answers; rejects if it exits first. `onLine` hears
 * each line of its standard output.
 */
async function startProcess(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    ready: string;
    name: string;
    onLine?: (line: string) => void;
  },
): Promise<ChildProcess> {
  // A process group of its own, stopped whole at the end (a bin shim may start the real process as a child).
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.push(child);
  let output = "";
  let pending = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
    if (!options.onLine) return;
    const lines = (pending + String(chunk)).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) options.onLine(line);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  // Generous: a server starting on a loaded 2-core machine (the app server took over 2 min at load 47).
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited:\n${output}`);
    const up = await fetch(options.ready).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${options.name} did not answer ${options.ready}:\n${output}`);
}

/** The consumer project: the template, the published versions, and the template's tools at the workspace's ranges. */
async function createConsumer(dir: string, releases: Release[], registry: Registry) {
  await cp(path.join(root, "scripts/release-consumer"), dir, { recursive: true });
  const rootManifest = await readJson<Manifest>(path.join(root, "package.json"));
  const walletKit = await readJson<Manifest>(path.join(root, "packages/wallet-kit/package.json"));
  const range = (name: string, from: Manifest = rootManifest) => {
    const found = from.devDependencies?.[name] ?? from.dependencies?.[name];
    if (!found) throw new Error(`no range for ${name}`);
    return found;
  };
  const manifest = {
    name: "hiber-consumer",
    private: true,
    type: "module",
    dependencies: {
      ...Object.fromEntries(releases.map((release) => [release.name, release.version])),
      "@tanstack/react-query": range("@tanstack/react-query", walletKit),
      react: range("react"),
      "react-dom": range("react-dom"),
    },
    devDependencies: Object.fromEntries(
      [
        "@tailwindcss/vite",
        "@types/react",
        "@types/react-dom",
        "@vitejs/plugin-react",
        "tailwindcss",
        "typescript",
        "vite",
      ].map((name) => [name, range(name)]),
    ),
  };
  await writeFile(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // @hiber from the local registry; the rest from the npm registry as usual (pnpm's store and metadata cache).
  await writeFile(path.join(dir, ".npmrc"), `@hiber:registry=${registry.url}\n`);
  // Native speed-ups of `ws` (through web3.js) have build scripts: left unbuilt, they fall back to JS.
  await sh("pnpm", ["install", "--prefer-offline", "--reporter=silent", "--config.strict-dep-builds=false"], {
    cwd: dir,
  });
  for (const release of releases) {
    const installed = await readJson<Manifest>(path.join(dir, "node_modules", release.name, "package.json"));
    if (installed.version !== release.version)
      throw new Error(`the consumer installed ${release.name}@${installed.version}, not ${release.version}`);
    const tarball = `GET /${release.name}/-/${release.name.split("/")[1]}-${release.version}.tgz 200`;
    if (!registry.requests.includes(tarball)) throw new Error(`the consumer did not download ${tarball}`);
  }
}

/** The Hiber app server (its embedded emulators and chain, payments on) on a free port. */
async function startApp(dataDir: string): Promise<string> {
  await sh(process.execPath, ["packages/app/scripts/e2e-data-dir.mjs", dataDir], { cwd: root });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await startProcess(process.execPath, ["--conditions=hiber-dist", "packages/app/dist/server/main.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    ready: `${url}/api/health`,
    name: "the app server",
  });
  return url;
}

async function rpc<T>(appUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(`${appUrl}/api/solana`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** `owner`'s USDC in base units on the app's chain, read independently of the page. */
async function usdcUnits(appUrl: string, owner: string, mint: string): Promise<bigint> {
  const accounts = await rpc<{ value: { pubkey: string }[] }>(appUrl, "getTokenAccountsByOwner", [
    owner,
    { mint },
    { encoding: "jsonParsed", commitment: "confirmed" },
  ]);
  let total = 0n;
  for (const { pubkey } of accounts.value) {
    const balance = await rpc<{ value: { amount: string } }>(appUrl, "getTokenAccountBalance", [
      pubkey,
      { commitment: "confirmed" },
    ]);
    total += BigInt(balance.value.amount);
  }
  return total;
}

/** The consumer's built page in headless Chromium: models, the two modals, one paid prompt. */
async function checkPage(pageUrl: string, appUrl: string) {
  const catalogue = (await (await fetch(`${appUrl}/api/hub/api/models?limit=4`)).json()) as { id: string }[];
  const { payments } = (await (await fetch(`${appUrl}/api/config`)).json()) as {
    payments: { enabled: boolean; amount: string; asset: string };
  };
  if (!payments.enabled) throw new Error("the app server runs with payments off");

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(pageUrl);

    const cards = page.locator('[data-slot="model-card"]');
    await expect(cards).toHaveCount(catalogue.length, { timeout: 30_000 });
    for (const [index, model] of catalogue.entries())
      await expect(cards.nth(index)).toContainText(model.id.split("/").pop() as string);
    console.log(`  listed ${catalogue.map((model) => model.id).join(", ")} as ModelCards`);

    await page.getByRole("button", { name: "Compare the first two" }).click();
    const comparison = page.getByRole("dialog");
    for (const model of catalogue.slice(0, 2)) await expect(comparison).toContainText(model.id);
    await page.keyboard.press("Escape");
    await expect(comparison).toBeHidden();

    await page.getByRole("button", { name: "Preview scikit-learn/iris" }).click();
    const preview = page.getByRole("dialog");
    await expect(preview.getByText("Iris-setosa").first()).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
    console.log("  ComparisonModal and DatasetPreviewModal opened with the emulators' data");

    // The wallet: "Select Wallet", the burner wallet in the modal, then its address on the button.
    await page.getByRole("button", { name: "Select Wallet" }).click();
    await page
      .getByRole("dialog", { name: "Connect a wallet on Solana to continue" })
      .getByRole("button", { name: /^Burner wallet \(local test wallet\)/ })
      .click();
    const walletButton = page.locator('[data-slot="wallet-button-trigger"]');
    await expect(walletButton).toHaveAttribute("title", /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { timeout: 30_000 });
    const owner = (await walletButton.getAttribute("title")) as string;
    const funded = 1_000_000n;
    await rpc(appUrl, "hiber_faucetUsdc", [owner, Number(funded)]);

    await page.getByRole("button", { name: "Pay one prompt" }).click();
    const answer = page.getByTestId("paid-answer");
    await expect(answer).toBeVisible({ timeout: 60_000 });
    await expect(answer).toHaveAttribute("data-signature", /^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    const left = await usdcUnits(appUrl, owner, payments.asset);
    if (left !== funded - BigInt(payments.amount))
      throw new Error(
        `the burner wallet holds ${left} USDC units after paying ${payments.amount} of ${funded}`,
      );
    console.log(
      `  paid one prompt with the burner wallet ${owner}: ${(await answer.textContent())?.slice(0, 80)}…`,
    );
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join("; ")}`);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------------

let failed = false;
try {
  const registry = await startRegistry(path.join(work, "registry"));
  step(`registry at ${registry.url}; changeset version and publish on a copy of the repository`);
  const releases = await versionAndPublish(path.join(work, "repo"), registry);

  step("a Vite + React + TypeScript consumer installs them by version from the registry");
  const consumer = path.join(work, "consumer");
  const appStarted = startApp(path.join(work, "app-data")); // meanwhile
  appStarted.catch(() => {}); // awaited below
  await createConsumer(consumer, releases, registry);

  step("the consumer type-checks (tsc) and builds (vite build)");
  await Promise.all([
    sh(path.join(consumer, "node_modules/.bin/tsc"), ["--noEmit", "-p", "."], { cwd: consumer }),
    sh(path.join(consumer, "node_modules/.bin/vite"), ["build", "--logLevel", "error"], { cwd: consumer }),
  ]);

  const appUrl = await appStarted;
  step("in Node, the entries import and render; in Chromium, the built page lists, compares, previews, pays");
  const { stdout } = await sh(process.execPath, ["node-smoke.mjs", `${appUrl}/api/hub`], { cwd: consumer });
  process.stdout.write(stdout);
  const previewPort = await freePort();
  await startProcess(
    path.join(consumer, "node_modules/.bin/vite"),
    ["preview", "--host", "127.0.0.1", "--port", String(previewPort), "--strictPort"],
    {
      cwd: consumer,
      env: { ...process.env, HIBER_APP_URL: appUrl },
      ready: `http://127.0.0.1:${previewPort}/`,
      name: "vite preview",
    },
  );
  await checkPage(`http://127.0.0.1:${previewPort}/`, appUrl);
  step("the release path passed");
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  // Killed, not asked to stop: their state is thrown away, and a server closing its open connections (vite's
  // proxied websocket, the app's chain) could outlive this process.
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
}
// Exits at once: nothing is left to wait for.
process.exit(failed ? 1 : 0);

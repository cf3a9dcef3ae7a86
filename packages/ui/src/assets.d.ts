/** Image assets are imported as URLs (Vite in Storybook and the app, tsup's dataurl loader in the build). */
declare module "*.svg" {
  const url: string;
  export default url;
}

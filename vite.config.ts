import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./server/precompress-plugin.ts";

// React, React DOM and React Router load on every page: one file instead of a dozen.
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
// What the root layout renders on every page (header, footer, consent banner, toasts' store, page
// meta), so a marketing page fetches a handful of files instead of thirty small ones. Lazily loaded
// parts (account menu, toast viewport, consent settings) stay out: their dynamic imports keep them apart.
const site =
  /[\\/]app[\\/](company\.ts|root-data\.ts|nonce\.tsx|i18n[\\/](paths|detect|i18n-context)|components[\\/]layout[\\/](site-layout|header|footer|navigation-spinner|whatsapp-button|deferred-hydration)|components[\\/]ui[\\/](toaster|toast-store|button-styles)|features[\\/]consent[\\/](consent-store|consent-state|consent-styles|consent-mode-script|cookie-consent)|features[\\/]accounts[\\/]current-user|features[\\/]seo[\\/](page-meta|structured-data))\.tsx?$|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context|icons[\\/](x|menu|message-circle))\.js$/;

export default defineConfig({
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 2 },
                { name: "site", test: site, priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rollupOptions: {
          input: "./server/app.ts",
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), precompress()],
});

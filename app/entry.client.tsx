import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { browserTexts, documentLanguage } from "~/utils/locale-parts";
import { TextsSourceProvider } from "~/utils/translation";

async function hydrate() {
  // The server already chose the language and wrote it on <html lang>; its texts come from
  // /locales/{lng} (the document preloads them, see root.tsx), with the dashboard's on admin pages.
  // Without them the page would hydrate with keys in place of words: keep the server's page, which
  // works without JavaScript.
  try {
    await browserTexts.load(documentLanguage());
  } catch {
    return;
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <TextsSourceProvider value={browserTexts}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TextsSourceProvider>,
    );
  });
}

void hydrate();

// MSW's browser build alone (one handler), the reference the kit's share is shown next to.
import { http, HttpResponse } from "msw";
import { setupWorker } from "msw/browser";

await setupWorker(http.get("/ping", () => HttpResponse.text("pong"))).start({ quiet: true });

/**
 * pdf.js's worker, bundled as a script of its own (/ui/dist/pdf_worker.js) that pdf_document.ts
 * starts as a module worker. Its message handler installs itself when the module loads in a
 * worker; the reference keeps the bundler from dropping the module as unused.
 */
import { WorkerMessageHandler } from "pdfjs-dist/build/pdf.worker.mjs";

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = { WorkerMessageHandler };

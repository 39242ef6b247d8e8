/** espeak-ng (the Emscripten build on npm) ships no types; this is the part the speech adapter uses. */
declare module 'espeak-ng' {
  interface ESpeakOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten's hook to supply the instance; `ready(instance, module)` hands it over. */
    instantiateWasm?: (imports: object, ready: (instance: object, module: object) => void) => object;
  }
  export interface ESpeakInstance {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: ESpeakOptions): Promise<ESpeakInstance>;
}

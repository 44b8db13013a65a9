// fs-native-extensions ships no type declarations; these are the functions the data-dir lock uses.
declare module "fs-native-extensions" {
  /** An exclusive lock on the whole file; false when another open file description holds one. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}

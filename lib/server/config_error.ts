/**
 * A deployment setting (environment variable or serve flag) is unusable. The serve
 * command prints the message on one line and exits with status 2 before listening.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** The live connections, grouped by user: a user may have many (tabs, devices, reconnects). */
export class ConnectionRegistry<C extends { connectionId: string; userName: string }> {
  readonly #byUser = new Map<string, Map<string, C>>();

  add(connection: C): void {
    let connections = this.#byUser.get(connection.userName);
    if (!connections) {
      connections = new Map();
      this.#byUser.set(connection.userName, connections);
    }
    connections.set(connection.connectionId, connection);
  }

  remove(connection: C): void {
    const connections = this.#byUser.get(connection.userName);
    if (connections?.get(connection.connectionId) !== connection) return;
    connections.delete(connection.connectionId);
    if (connections.size === 0) this.#byUser.delete(connection.userName);
  }

  /** A snapshot, so callers may remove connections while iterating. */
  ofUser(userName: string): C[] {
    return [...(this.#byUser.get(userName)?.values() ?? [])];
  }

  /** A snapshot of every connection. */
  all(): C[] {
    return [...this.#byUser.values()].flatMap((connections) => [...connections.values()]);
  }

  count(userName?: string): number {
    if (userName !== undefined) return this.#byUser.get(userName)?.size ?? 0;
    let total = 0;
    for (const connections of this.#byUser.values()) total += connections.size;
    return total;
  }
}

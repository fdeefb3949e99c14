/** The device pages' query keys. */
export const keys = {
  devices: ['devices'] as const,
  device: (id: string) => ['device', id] as const,
  sessions: (id: string) => ['device-sessions', id] as const,
  commands: (id: string) => ['device-commands', id] as const,
  grants: (id: string) => ['device-grants', id] as const,
};

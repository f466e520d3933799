/** Slot the host's home page places; renders nothing until the casino work fills it. */
export function VideoBanner() {
  return null;
}

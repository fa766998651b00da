/** A section of a workspace, as its navigation lists it. */
export interface Section {
  href: string;
  label: string;
}

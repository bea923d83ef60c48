/** The packet engine's input and output (docs/decisions/024). */
export type PageSizeName = 'letter' | 'a4';

export type ExhibitKind = 'pdf' | 'image' | 'docx' | 'text' | 'letter';

export type PacketExhibit = {
  /** As printed, e.g. 'Exhibit 7'. */
  label: string;
  number: number;
  title: string;
  criterionTitle: string;
  kind: ExhibitKind;
  /** The file, for pdf, image and docx. */
  bytes?: Uint8Array;
  /** Or a reader for it, called when the exhibit's turn comes, so the job need not hold every file at once. */
  read?: () => Promise<Uint8Array>;
  /** The text, for text, and markdown for letter. */
  text?: string;
  /** An unsigned letter the user chose to include: every page says so. */
  draft?: boolean;
};

export type PacketInput = {
  pageSize: PageSizeName;
  cover: { applicant: string; visaLabel: string; classification: string; date: string };
  /** Sections of the petition letter, already in filing order. */
  petitionLetter: { title: string; markdown: string }[];
  /** Already in filing order. */
  exhibits: PacketExhibit[];
};

export type PacketOptions = { maxPartBytes: number };

export type PacketPart = { bytes: Uint8Array; pages: number; firstPage: number; lastPage: number };

export type PacketIndexEntry = {
  label: string;
  title: string;
  criterionTitle: string;
  /** 1-based part holding the exhibit's separator page. */
  part: number;
  /** Packet-wide page of the separator page. */
  startPage: number;
  /** Packet-wide page of the exhibit's last page. */
  endPage: number;
};

export type PacketResult = {
  parts: PacketPart[];
  index: PacketIndexEntry[];
  warnings: string[];
  pages: number;
};

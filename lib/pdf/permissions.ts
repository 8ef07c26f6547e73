/**
 * The standard security handler's user access permissions: the /P entry of the encryption
 * dictionary (PDF 32000-1 §7.6.3.2, Table 22). Bit positions are 1-based as in the spec.
 */

/** What a user who opened the document with the user password may do. */
export interface Permissions {
  allowPrinting: boolean;
  allowCopying: boolean;
  allowModifying: boolean;
}

const bit = (position: number) => 1 << (position - 1);

const PRINT = bit(3);
const MODIFY_CONTENTS = bit(4);
const COPY_OR_EXTRACT = bit(5);
const ANNOTATE_AND_FILL = bit(6);
const FILL_FORMS = bit(9);
const EXTRACT_FOR_ACCESSIBILITY = bit(10);
const ASSEMBLE = bit(11);
const PRINT_HIGH_QUALITY = bit(12);

/** Bits 7, 8 and 13–32 are reserved and shall be 1 for revision 3; bits 1–2 shall be 0. */
const RESERVED_ONES = bit(7) | bit(8) | ~(bit(13) - 1);

/**
 * Returns /P as the signed 32-bit integer the file stores.
 *
 * Text extraction for accessibility (bit 10) is always granted: restricting copying must not
 * lock screen-reader users out, and ISO 32000-2 (§7.6.4.2, Table 22) deprecates the bit,
 * telling readers to ignore it and allow accessibility extraction anyway.
 */
export function permissionFlags(permissions: Permissions): number {
  let flags = RESERVED_ONES | EXTRACT_FOR_ACCESSIBILITY;
  // Without bit 12, revision 3 readers print only a degraded, low-resolution rendering.
  if (permissions.allowPrinting) flags |= PRINT | PRINT_HIGH_QUALITY;
  if (permissions.allowCopying) flags |= COPY_OR_EXTRACT;
  if (permissions.allowModifying) {
    flags |= MODIFY_CONTENTS | ANNOTATE_AND_FILL | FILL_FORMS | ASSEMBLE;
  }
  return flags | 0;
}

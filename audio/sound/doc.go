// Package sound reads WAV and Ogg Vorbis files into Sounds (decoded once, shared by
// every voice that plays them: effects) and Streams (decoded while they play: music).
//
// Decisions:
//   - WAV is read by this package. RIFF chunks are walked with the pad byte after an
//     odd-sized chunk. The fmt chunk may be PCM (8-bit unsigned, 16, 24 and 32-bit
//     signed), IEEE float (32 and 64-bit) or WAVE_FORMAT_EXTENSIBLE with a PCM or
//     float subformat (samples are read at their container width). LIST, JUNK, fact
//     and unknown chunks are skipped; chunks after data are never read. Anything else
//     (ADPCM, mu-law, RF64, other widths) is refused with an error wrapping
//     audio.ErrUnsupportedFormat that names what was found.
//   - Ogg Vorbis: an Ogg file is a chain of pages carrying packets of Vorbis
//     audio. This package reads the Ogg pages (RFC 3533, checksums checked)
//     and gathers their packets; github.com/jfreymuth/vorbis decodes the packets.
//     The decoded frames are trimmed to the granule positions (each page's
//     record of the frame its audio ends at; Vorbis I specification, section
//     A.2):
//     the end-of-stream page's cuts the end, whether or not it carries audio; the
//     first audio page's cuts the beginning, unless no later page has audio, in
//     which case it cuts the end (the stream's only audio page). Frames that may
//     still be cut are held back until a later page brings audio (at most 65,536,
//     well over an encoder's trim of less than one 8,192-sample block).
//     Zero-length packets, packets that are not audio (first bit set, skipped as
//     libvorbis skips them) and pages without packets are skipped wherever they
//     are (a page with no segments leaves a packet spread over the pages
//     around it whole, as libogg does, whatever its continued flag says),
//     among the header pages too (the header check below splits pages into
//     packets by the same rules as the decoder's page reader, so it checks the
//     packets the decoder gets), and after an end-of-stream page (pages without
//     packets there, before the next link or the end of the file, start no link;
//     a file of nothing but such pages is refused with audio.ErrTruncated).
//     Packets longer than 1 MB are refused (audio packets of real encoders
//     are a few kilobytes).
//   - Chained files (`cat a.ogg b.ogg`: each part is a link) are
//     played link after link by starting again on the bytes that follow. Later
//     links must share the first link's rate and channel count, or the stream ends
//     with audio.ErrUnsupportedFormat after the earlier links. A link whose last page
//     lacks the end-of-stream flag ends where the file ends, or before the next page
//     that has the beginning-of-stream flag or another serial number, so
//     `cat eof_issue.ogg eof_issue.ogg` plays both links. Panics
//     inside the decoder on damaged data are recovered as audio.ErrMalformed.
//   - Truncated files: every reader returns the whole frames that decoded together
//     with an error wrapping audio.ErrTruncated (ReadWAV and ReadOGG return a Sound
//     holding them, not nil), so a game may play them and log the problem.
//     An Ogg file cut exactly between two pages cannot be told from one whose last
//     page lacks the end-of-stream flag (oggvorbis's eof_issue.ogg), which is
//     accepted: it plays the pages that are there, without an error.
//     Damaged files give audio.ErrMalformed; no input makes a reader panic.
//   - Before the decoder sees a link, its header pages (which tell the decoder
//     how to read the audio) are read here and checked: the setup header's
//     codebooks (at most 2^20 entries, 256 dimensions and 2^20 values each, 2^22
//     values in all, at least one used entry, no header past 1 MB), every
//     residue's end not before its begin, and the comment header's counts
//     against its length. The decoder would otherwise allocate what a damaged
//     header claims (gigabytes), or spin on a codebook with no entries.
//   - A read that returns no samples and no error is not the end: ReadAll and the
//     mixer read again (ReadAll gives up with audio.ErrMalformed after 65,536 such
//     reads in a row).
//   - Bounds (see MinRate, MaxRate and MaxFrames for where the numbers come from):
//     sample rates from 4 kHz to 384 kHz are accepted, by every reader and
//     stream; any other rate (a damaged header saying 1 Hz, whose conversion to
//     48 kHz would make 48,000 frames of each one) is refused with
//     audio.ErrUnsupportedFormat naming the rate and the range. A decoded Sound
//     holds at most 2^22 frames (87 s at 48 kHz, 32 MiB of stereo float32):
//     ReadAll, ReadWAV, ReadOGG and Read stop reading one frame past it, and
//     Decode once the frames read would convert to more than that at its rate,
//     and return audio.ErrTooLong; ToRate refuses the same way before it converts
//     (and audio/resample.Buffer panics above its own 2^24 frames). Longer audio
//     is music: Streams are not capped in length, since they hold one buffer
//     (WAV: 1,024 frames; Ogg: a packet and the frames held for trimming).
//     So a file costs at most MaxFrames frames of decoding and converting,
//     whatever it claims: with rates of at least 4 kHz, converting to 48 kHz
//     makes at most 12 frames of each frame in the file.
//   - Size fields are never trusted for allocation: samples are read in chunks and
//     kept as they arrive, so a file claiming gigabytes costs what it holds.
//   - More than 2 channels are mixed down to stereo at read time. Each speaker gets
//     (left, right) coefficients after ITU-R BS.775: front left (1, 0), front right
//     (0, 1), centre (0.7071, 0.7071), side and back left (0.7071, 0), side and back
//     right (0, 0.7071), back centre (0.5, 0.5), LFE dropped. Vorbis streams use the
//     Vorbis I channel orders (3 to 8 channels; more are refused since their order is
//     application-defined); WAV files use their channel mask (or the default order
//     FL FR FC LFE BL BR ... when the mask is 0). All coefficients are then divided
//     by the larger of the two output sums, so full-scale input cannot clip.
//   - Sounds keep the file's rate. ToRate converts a Sound to the output rate once,
//     with audio/resample's High kernel (Kaiser-windowed sinc), so the mixer plays it
//     with a plain copy at pitch 1; streams are resampled by the mixer as they play.
package sound

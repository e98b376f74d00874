package saves

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"slices"

	"github.com/griffengine/griff/griff"
)

// Magic is what every save file starts with: "GRIFFSAV".
const Magic = "GRIFFSAV"

// FormatVersion is the version of the save file format this package writes.
// It reads this version and the ones before it. Version 2 added the schema of
// the component types (Header.Schema).
const FormatVersion = 2

// maxSchema is the longest schema the header holds, in bytes: 16 MiB.
const maxSchema = 16 << 20

// maxString is the longest string the header holds (a game's name, a content
// hash, an engine version), in bytes; longer is damage.
const maxString = 1024

// Errors a save file can be refused with; the error returned wraps one of them
// and says what is wrong.
var (
	// ErrNotSave: the file does not start with Magic (it is not a Griff save).
	ErrNotSave = errors.New("not a Griff save")
	// ErrDamaged: the file is truncated, edited or otherwise damaged (a bad
	// length or checksum).
	ErrDamaged = errors.New("damaged save")
	// ErrNewerFormat: the file was written by a newer Griff in a format this
	// one does not know.
	ErrNewerFormat = errors.New("save format too new")
	// ErrOtherGame: the save was made by another game (by project name).
	ErrOtherGame = errors.New("save of another game")
)

// Header is what a save file says about itself, before the game's snapshot.
type Header struct {
	// Format is the file format's version (FormatVersion when written).
	Format uint16
	// Game is the project's name (project.griff's "name") of the game that
	// made the save.
	Game string
	// Content is the hash of the game's files the save was made from
	// (hosting.LoadedGame.ContentHash), or "" if the host did not give it.
	Content string
	// Step is the game's tick when the save was taken.
	Step griff.Tick
	// Engine names the Go and Griff versions that wrote the save, for
	// messages only ("go1.25.1 griff v0.4.0").
	Engine string
	// Schema is the schema of the component types of the build that made the
	// save (scenes.AppendTypesSchema; at most 16 MiB), which lets a later
	// build whose types changed read its records (see the package
	// documentation). Saves of format 1 have none.
	Schema []byte
}

// Encode appends to dst a save file of h and snapshot (h.Format is written as
// FormatVersion) and returns the extended slice. The layout, all integers
// little-endian:
//
//	"GRIFFSAV"               8 bytes
//	format version           uint16
//	game, content, engine    each a uvarint length then the bytes (at most 1,024)
//	schema                   a uvarint length then the bytes (at most 16 MiB; format 2 on)
//	step                     uint64
//	snapshot length          uint64, then the snapshot's bytes
//	checksum                 uint32, CRC-32C (Castagnoli) of everything before
//
// The checksum finds damage (a truncated write, a flipped bit, a hand edit);
// it is no signature: whoever edits a save and recomputes it gets it loaded.
func Encode(dst []byte, h Header, snapshot []byte) []byte {
	start := len(dst)
	h.Schema = h.Schema[:min(len(h.Schema), maxSchema)]
	dst = slices.Grow(dst, len(Magic)+2+4*binary.MaxVarintLen64+3*maxString+len(h.Schema)+8+8+len(snapshot)+4)
	dst = append(dst, Magic...)
	dst = binary.LittleEndian.AppendUint16(dst, FormatVersion)
	for _, s := range []string{h.Game, h.Content, h.Engine} {
		s = s[:min(len(s), maxString)]
		dst = binary.AppendUvarint(dst, uint64(len(s)))
		dst = append(dst, s...)
	}
	dst = append(binary.AppendUvarint(dst, uint64(len(h.Schema))), h.Schema...)
	dst = binary.LittleEndian.AppendUint64(dst, uint64(h.Step))
	dst = binary.LittleEndian.AppendUint64(dst, uint64(len(snapshot)))
	dst = append(dst, snapshot...)
	return binary.LittleEndian.AppendUint32(dst, crc32.Checksum(dst[start:], castagnoli))
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Decode reads a save file made by Encode and returns its header and the
// snapshot, a sub-slice of data (as is the header's Schema). It returns an error wrapping ErrNotSave if
// data does not start with Magic, ErrNewerFormat if its format is newer than
// FormatVersion, or ErrDamaged (saying what is wrong: where it ends too soon, a
// length out of range, a checksum that does not match) for anything else.
// Decode never panics, whatever data holds.
func Decode(data []byte) (Header, []byte, error) {
	h, snap, err := decode(data)
	if err != nil {
		return h, nil, fmt.Errorf("saves: %w", err)
	}
	return h, snap, nil
}

// decode is Decode with errors that do not start with the package's name.
func decode(data []byte) (Header, []byte, error) {
	var h Header
	if len(data) < len(Magic) || string(data[:len(Magic)]) != Magic {
		return h, nil, fmt.Errorf("%w: it does not start with %q", ErrNotSave, Magic)
	}
	r := reader{b: data, at: len(Magic)}
	h.Format = uint16(r.uint(2, "the format version"))
	if r.err == nil && h.Format > FormatVersion {
		return h, nil, fmt.Errorf("%w: format %d, this Griff reads up to %d", ErrNewerFormat, h.Format, FormatVersion)
	}
	if r.err == nil && h.Format == 0 {
		r.fail("format version 0")
	}
	h.Game, h.Content, h.Engine = r.string("the game's name"), r.string("the content hash"), r.string("the engine version")
	if h.Format >= 2 {
		h.Schema = r.blob("the schema of the component types", maxSchema)
	}
	h.Step = griff.Tick(r.uint(8, "the step"))
	n := r.uint(8, "the snapshot's length")
	if rest := len(data) - r.at - 4; r.err == nil && (rest < 0 || n != uint64(rest)) {
		if rest < 0 || n > uint64(rest) {
			r.fail(fmt.Sprintf("the snapshot is %d bytes but the file holds %d after the header (truncated?)", n, max(rest, 0)))
		} else {
			r.fail(fmt.Sprintf("the snapshot is %d bytes but %d follow the header", n, rest))
		}
	}
	if r.err != nil {
		return h, nil, r.err
	}
	snap := data[r.at : r.at+int(n)]
	end := r.at + int(n)
	if want, got := binary.LittleEndian.Uint32(data[end:]), crc32.Checksum(data[:end], castagnoli); want != got {
		return h, nil, fmt.Errorf("%w: checksum %08x, the content sums to %08x (edited or damaged)", ErrDamaged, want, got)
	}
	return h, snap, nil
}

// reader reads the header; the first failure sticks in err.
type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("%w: %s (at byte %d of %d)", ErrDamaged, what, r.at, len(r.b))
	}
}

func (r *reader) uint(size int, what string) uint64 {
	if r.err != nil {
		return 0
	}
	if len(r.b)-r.at < size {
		r.fail("it ends inside " + what)
		return 0
	}
	var v uint64
	for i := size - 1; i >= 0; i-- {
		v = v<<8 | uint64(r.b[r.at+i])
	}
	r.at += size
	return v
}

func (r *reader) string(what string) string { return string(r.blob(what, maxString)) }

// blob reads a uvarint length of at most max and that many bytes (a
// sub-slice of the data).
func (r *reader) blob(what string, max uint64) []byte {
	if r.err != nil {
		return nil
	}
	n, k := binary.Uvarint(r.b[r.at:])
	if k <= 0 {
		r.fail("it ends inside the length of " + what)
		return nil
	}
	if k != len(binary.AppendUvarint(nil, n)) {
		r.fail("the length of " + what + " is not in its shortest form")
		return nil
	}
	if n > max {
		r.fail(fmt.Sprintf("%s is %d bytes long, at most %d are allowed", what, n, max))
		return nil
	}
	r.at += k
	if uint64(len(r.b)-r.at) < n {
		r.fail("it ends inside " + what)
		return nil
	}
	b := r.b[r.at : r.at+int(n) : r.at+int(n)]
	r.at += int(n)
	return b
}

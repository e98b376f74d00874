package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/griffengine/griff/audio"
)

// Limits on what a Vorbis setup header may ask the decoder to allocate. Real
// encoders stay far below them; a damaged or hostile header above them would make
// github.com/jfreymuth/vorbis allocate gigabytes or loop for minutes. (The residue
// decoder allocates channels x (partitions + classbook dimensions) values for every
// packet: with a million-dimension classbook, a gigabyte a packet.) FuzzReadOGG
// found a 2^31-comment header asking for 32 GB (checkComment), and a residue whose
// end - begin wraps round costing gigabytes per packet.
const (
	maxHeaderBytes    = 1 << 20 // Ogg bytes read to find the three header packets
	maxBookEntries    = 1 << 20 // entries of one codebook
	maxBookDims       = 256     // dimensions of one codebook (libvorbis uses at most 8)
	maxBookValues     = 1 << 20 // entries x dimensions of one codebook
	maxTotalBookValue = 1 << 22 // entries x dimensions of all codebooks
)

// errHeaderEnd marks a clean end of the source before any packet of a link: at
// its end, or after pages that carry no packet (an empty page after the
// end-of-stream page).
var errHeaderEnd = errors.New("no more links")

// errNoPackets marks pages that carry no packet followed by a page that starts
// the next link: they are skipped.
var errNoPackets = errors.New("pages without packets before the next link")

// prefetchHeaders reads the Ogg pages that hold a link's three Vorbis header
// packets from r and checks the setup header's codebooks (checkSetup). It returns
// the bytes it read, which the caller replays to the decoder. It returns
// errHeaderEnd if r is at its end before any packet (pages without one are
// skipped), and errNoPackets if r holds back the next link before any packet.
func prefetchHeaders(r io.Reader) ([]byte, error) {
	var raw []byte
	var packets [][]byte
	var cur []byte
	for len(packets) < 3 {
		if len(raw) > maxHeaderBytes {
			return raw, fmt.Errorf("Vorbis headers longer than %d bytes: %w", maxHeaderBytes, audio.ErrMalformed)
		}
		var h [27]byte
		n, err := io.ReadFull(r, h[:])
		raw = append(raw, h[:n]...)
		if err != nil {
			switch {
			case n > 0 || len(packets) > 0 || len(cur) > 0:
			case err == io.EOF:
				return nil, errHeaderEnd
			case err == errLinkEnd:
				return nil, errNoPackets
			}
			return raw, truncatedOr(err)
		}
		if string(h[:4]) != "OggS" {
			return raw, fmt.Errorf("missing Ogg capture pattern: %w", audio.ErrMalformed)
		}
		segs := make([]byte, h[26])
		n, err = io.ReadFull(r, segs)
		raw = append(raw, segs[:n]...)
		if err != nil {
			return raw, truncatedOr(err)
		}
		size := 0
		for _, s := range segs {
			size += int(s)
		}
		body := make([]byte, size)
		n, err = io.ReadFull(r, body)
		raw = append(raw, body[:n]...)
		if err != nil {
			return raw, truncatedOr(err)
		}
		packets, cur = splitHeaderPage(packets, cur, h[5], segs, body)
	}
	if err := checkComment(packets[1]); err != nil {
		return raw, err
	}
	return raw, checkSetup(packets[2])
}

// splitHeaderPage appends the whole packets of a page with the given flags, lacing
// values and body to packets, after cur, the unfinished packet of the pages
// before; it returns the packets and the page's own unfinished packet. It follows
// vorbisLink.split, so that the packets checked here are the ones the decoder gets:
// zero-length packets are skipped, a continuation of no packet is dropped, an
// unfinished packet is dropped by a page that does not continue it, and a page with
// no segments changes nothing.
func splitHeaderPage(packets [][]byte, cur []byte, flags byte, segs, body []byte) ([][]byte, []byte) {
	if len(segs) == 0 {
		return packets, cur
	}
	skip := flags&pageContinued != 0 && len(cur) == 0
	if flags&pageContinued == 0 {
		cur = nil
	}
	for _, s := range segs {
		cur = append(cur, body[:s]...)
		body = body[s:]
		if s == 255 {
			continue
		}
		if !skip && len(cur) > 0 {
			packets = append(packets, cur)
		}
		skip, cur = false, nil
	}
	if skip {
		cur = nil
	}
	return packets, cur
}

// checkComment checks that the counts of a Vorbis comment header (Vorbis I
// specification, section 5.2.1) fit in the packet: the decoder makes a slice of as
// many comments as the header claims (a damaged count asked it for 64 GB), so each
// claimed comment must have at least its 4-byte length field left in the packet.
func checkComment(p []byte) error {
	if len(p) < 7 || p[0] != 3 || string(p[1:7]) != "vorbis" {
		return fmt.Errorf("second packet is not a Vorbis comment header: %w", audio.ErrMalformed)
	}
	h := p[7:]
	if len(h) < 4 || uint64(binary.LittleEndian.Uint32(h)) > uint64(len(h)-4) {
		return fmt.Errorf("comment header: vendor string runs past the packet: %w", audio.ErrMalformed)
	}
	h = h[4+binary.LittleEndian.Uint32(h):]
	if len(h) < 4 {
		return fmt.Errorf("comment header ends before its comment count: %w", audio.ErrMalformed)
	}
	if n := binary.LittleEndian.Uint32(h); uint64(n) > uint64(len(h)-4)/4 {
		return fmt.Errorf("comment header claims %d comments in %d bytes: %w", n, len(h)-4, audio.ErrMalformed)
	}
	return nil
}

func truncatedOr(err error) error {
	if err == errLinkEnd {
		return fmt.Errorf("a page of another logical stream comes before the Vorbis headers end: %w", audio.ErrMalformed)
	}
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return fmt.Errorf("file ends inside the Vorbis headers: %w", audio.ErrTruncated)
	}
	return fmt.Errorf("reading the Vorbis headers: %v: %w", err, audio.ErrMalformed)
}

// bits reads a Vorbis packet least significant bit first.
type bits struct {
	data []byte
	pos  int // in bits
}

func (b *bits) read(n int) (uint32, bool) {
	if b.pos+n > 8*len(b.data) {
		return 0, false
	}
	var v uint32
	for i := 0; i < n; i++ {
		if b.data[b.pos>>3]&(1<<(b.pos&7)) != 0 {
			v |= 1 << i
		}
		b.pos++
	}
	return v, true
}

func ilog(v uint32) int {
	n := 0
	for ; v > 0; v >>= 1 {
		n++
	}
	return n
}

// checkSetup walks the codebooks of a Vorbis setup header (Vorbis I specification,
// section 3.2.1) and refuses sizes over the limits above, codebooks with no used
// entry (whose Huffman table would send the decoder round in circles) and headers
// that end inside a codebook.
func checkSetup(p []byte) error {
	if len(p) < 7 || p[0] != 5 || string(p[1:7]) != "vorbis" {
		return fmt.Errorf("third packet is not a Vorbis setup header: %w", audio.ErrMalformed)
	}
	b := &bits{data: p[7:]}
	count, ok := b.read(8)
	if !ok {
		return fmt.Errorf("setup header ends early: %w", audio.ErrMalformed)
	}
	total := 0
	for i := 0; i <= int(count); i++ {
		values, err := checkBook(b)
		if err != nil {
			return fmt.Errorf("codebook %d: %w", i, err)
		}
		if total += values; total > maxTotalBookValue {
			return fmt.Errorf("codebooks hold over %d values: %w", maxTotalBookValue, audio.ErrMalformed)
		}
	}
	if !skipTransformsAndFloors(b) {
		return nil // the decoder reports a header that ends early
	}
	return checkResidues(b)
}

// skipTransformsAndFloors reads past the time domain transforms and the floors of
// a setup header (Vorbis I specification, sections 4.2.4 and 6.2.1, 7.2.2) and
// reports whether the header went on that far.
func skipTransformsAndFloors(b *bits) bool {
	n, ok := b.read(6)
	b.pos += 16 * int(n+1)
	floors, ok2 := b.read(6)
	if !ok || !ok2 {
		return false
	}
	for range floors + 1 {
		kind, ok := b.read(16)
		switch {
		case !ok:
			return false
		case kind == 0:
			b.pos += 8 + 16 + 16 + 6 + 8
			books, _ := b.read(4)
			b.pos += 8 * int(books+1)
		case kind == 1:
			skipFloor1(b)
		default:
			return true // the decoder refuses the floor type
		}
	}
	return b.pos <= 8*len(b.data)
}

// skipFloor1 reads past a type 1 floor's configuration.
func skipFloor1(b *bits) {
	parts, _ := b.read(5)
	classes := make([]uint32, parts)
	maxClass := uint32(0)
	for i := range classes {
		classes[i], _ = b.read(4)
		maxClass = max(maxClass, classes[i])
	}
	dims := make([]uint32, maxClass+1)
	for i := range dims {
		d, _ := b.read(3)
		dims[i] = d + 1
		sub, _ := b.read(2)
		if sub != 0 {
			b.pos += 8
		}
		b.pos += 8 << sub
	}
	b.pos += 2
	rangeBits, _ := b.read(4)
	for _, c := range classes {
		b.pos += int(dims[c] * rangeBits)
	}
}

// checkResidues reads the residue configurations (Vorbis I specification, section
// 8.6.1) and refuses one whose end comes before its begin: the decoder takes
// end - begin as an unsigned count and allocates gigabytes for every packet.
func checkResidues(b *bits) error {
	n, ok := b.read(6)
	if !ok {
		return nil
	}
	for i := range n + 1 {
		kind, ok1 := b.read(16)
		begin, ok2 := b.read(24)
		end, ok3 := b.read(24)
		if !ok1 || !ok2 || !ok3 || kind > 2 {
			return nil // the decoder refuses these itself
		}
		if end < begin {
			return fmt.Errorf("residue %d ends (%d) before it begins (%d): %w", i, end, begin, audio.ErrMalformed)
		}
		b.pos += 24 // partition size
		classes, _ := b.read(6)
		b.pos += 8 // classbook
		cascade := make([]int, classes+1)
		for c := range cascade {
			low, _ := b.read(3)
			high := uint32(0)
			if flag, _ := b.read(1); flag == 1 {
				high, _ = b.read(5)
			}
			cascade[c] = bitsSet(high<<3 | low)
		}
		for _, books := range cascade {
			b.pos += 8 * books
		}
	}
	return nil
}

func bitsSet(v uint32) int {
	n := 0
	for ; v != 0; v &= v - 1 {
		n++
	}
	return n
}

// checkBook reads one codebook and returns its entries x dimensions.
func checkBook(b *bits) (int, error) {
	bad := func(what string, args ...any) (int, error) {
		return 0, fmt.Errorf("%s: %w", fmt.Sprintf(what, args...), audio.ErrMalformed)
	}
	sync, ok1 := b.read(24)
	dims, ok2 := b.read(16)
	entries, ok3 := b.read(24)
	ordered, ok4 := b.read(1)
	switch {
	case !(ok1 && ok2 && ok3 && ok4):
		return bad("ends early")
	case sync != 0x564342:
		return bad("sync pattern %06x", sync)
	case dims == 0 || entries == 0:
		return bad("%d entries of %d dimensions", entries, dims)
	case dims > maxBookDims:
		return bad("%d dimensions, over the limit of %d", dims, maxBookDims)
	case entries > maxBookEntries || int(entries)*int(dims) > maxBookValues:
		return bad("%d entries of %d dimensions, over the limit", entries, dims)
	}
	used, ok := checkLengths(b, entries, ordered == 1)
	if !ok {
		return bad("ends inside the codeword lengths")
	}
	if used == 0 {
		return bad("no entry is used")
	}
	lookup, ok := b.read(4)
	if !ok || lookup > 2 {
		return bad("lookup type %d", lookup)
	}
	if lookup == 0 {
		return int(entries * dims), nil
	}
	b.read(32)
	b.read(32)
	vb, _ := b.read(4)
	if _, ok := b.read(1); !ok {
		return bad("ends inside the lookup table")
	}
	n := int(entries) * int(dims)
	if lookup == 1 {
		n = int(math.Floor(math.Pow(float64(entries), 1/float64(dims))))
	}
	if b.pos+n*int(vb+1) > 8*len(b.data) {
		return bad("lookup table of %d values runs past the header", n)
	}
	b.pos += n * int(vb+1)
	return int(entries * dims), nil
}

// checkLengths reads the codeword lengths and returns how many entries are used.
func checkLengths(b *bits, entries uint32, ordered bool) (int, bool) {
	if ordered {
		if _, ok := b.read(5); !ok {
			return 0, false
		}
		for cur := uint32(0); cur < entries; {
			num, ok := b.read(ilog(entries - cur))
			if !ok || num > entries-cur {
				return 0, false
			}
			cur += num
		}
		return int(entries), true
	}
	sparse, ok := b.read(1)
	if !ok {
		return 0, false
	}
	used := 0
	for i := uint32(0); i < entries; i++ {
		if sparse == 1 {
			flag, ok := b.read(1)
			if !ok {
				return 0, false
			}
			if flag == 0 {
				continue
			}
		}
		if _, ok := b.read(5); !ok {
			return 0, false
		}
		used++
	}
	return used, true
}

package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/griffengine/griff/audio"
)

// This package reads the Ogg pages itself. History:
// github.com/jfreymuth/oggvorbis, the vorbis decoder's author's Ogg layer, was
// used until it failed on a stream whose end-of-stream flag sits on an extra
// page without audio, as VLC writes them: it did not trim the last page and then
// sliced with a negative index (shared/cases/ogg-empty-eos-page).

// Ogg page header flags (RFC 3533, section 6).
const (
	pageContinued = 1 // the first packet continues one from the previous page
	pageFirst     = 2 // beginning of a logical stream
	pageLast      = 4 // end of a logical stream
)

// maxPacketBytes is the longest Vorbis packet read. Audio packets from real encoders
// are a few hundred bytes to a few kilobytes; a longer one spread over pages is
// refused once it passes this size, so a damaged page chain costs at most this
// much memory.
const maxPacketBytes = 1 << 20

// oggPage is one Ogg page: its header fields that matter here and its segment table
// and body, reused from page to page.
type oggPage struct {
	flags   byte
	granule int64 // -1 if no packet ends on the page
	lacing  []byte
	body    []byte
	hdr     [27]byte
}

// oggCRC is the table of the Ogg checksum: CRC-32 with polynomial 0x04c11db7, not
// reflected, initial value 0 (RFC 3533, section 6). hash/crc32 only makes
// reflected tables.
var oggCRC = func() (t [256]uint32) {
	for i := range t {
		c := uint32(i) << 24
		for range 8 {
			if c&0x80000000 != 0 {
				c = c<<1 ^ 0x04c11db7
			} else {
				c <<= 1
			}
		}
		t[i] = c
	}
	return t
}()

func crcUpdate(crc uint32, b []byte) uint32 {
	for _, v := range b {
		crc = crc<<8 ^ oggCRC[byte(crc>>24)^v]
	}
	return crc
}

// readPage reads the next page from r into p. It returns io.EOF (or errLinkEnd) if
// r ends (or holds back the next link) before the page's first byte,
// io.ErrUnexpectedEOF if it ends inside the page, and an error wrapping
// audio.ErrMalformed for a page without the capture pattern, of another version or
// with a wrong checksum.
func readPage(r io.Reader, p *oggPage) error {
	n, err := io.ReadFull(r, p.hdr[:])
	if err != nil {
		if n > 0 && err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return err
	}
	h := p.hdr[:]
	if string(h[:4]) != "OggS" {
		return fmt.Errorf("missing Ogg capture pattern: %w", audio.ErrMalformed)
	}
	if h[4] != 0 {
		return fmt.Errorf("Ogg page version %d: %w", h[4], audio.ErrMalformed)
	}
	p.flags = h[5]
	p.granule = int64(binary.LittleEndian.Uint64(h[6:14]))
	p.lacing = grow(p.lacing, int(h[26]))
	if _, err := io.ReadFull(r, p.lacing); err != nil {
		return unexpected(err)
	}
	size := 0
	for _, s := range p.lacing {
		size += int(s)
	}
	p.body = grow(p.body, size)
	if _, err := io.ReadFull(r, p.body); err != nil {
		return unexpected(err)
	}
	want := binary.LittleEndian.Uint32(h[22:26])
	clear(h[22:26])
	crc := crcUpdate(crcUpdate(crcUpdate(0, h), p.lacing), p.body)
	if crc != want {
		return fmt.Errorf("Ogg page checksum %08x, want %08x: %w", want, crc, audio.ErrMalformed)
	}
	return nil
}

// grow returns b resized to n bytes, reusing its array when it is large enough.
func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}

func unexpected(err error) error {
	if err == io.EOF || errors.Is(err, errLinkEnd) {
		return io.ErrUnexpectedEOF
	}
	return err
}

package session

import (
	"bytes"
	"compress/flate"
	"fmt"
	"io"

	"github.com/griffengine/griff/net/transport"
)

// Snapshot messages of at least packMin bytes are sent compressed with
// DEFLATE (RFC 1951, the standard library's compress/flate) when that is
// shorter, as a message of kind kindSnapshotZ. A delta's bytes are mostly
// the XOR runs of records that change the same way from one snapshot to the
// next (every coin's animation clock, every cloud's position), which LZ77
// matches find; on the built-in game it took the bytes a player gets a
// second from about 17 KB to about 6 (see net/session/doc.go).
const (
	packMin   = 48
	packLevel = 6 // flate's default: 9 made no smaller snapshots of the built-in game
)

// packer compresses snapshot messages; its memory (flate's window and hash
// chains, about 1 MB) is made once and reused.
type packer struct {
	w   *flate.Writer
	out bytes.Buffer
}

// pack returns msg (a kindSnapshot message) as a kindSnapshotZ message if
// that is shorter, else msg. The result is valid until the next call.
func (p *packer) pack(msg []byte) []byte {
	if len(msg) < packMin {
		return msg
	}
	p.out.Reset()
	p.out.WriteByte(byte(kindSnapshotZ))
	if p.w == nil {
		p.w, _ = flate.NewWriter(&p.out, packLevel) // the level is valid: no error
	} else {
		p.w.Reset(&p.out)
	}
	p.w.Write(msg[1:]) // a bytes.Buffer takes every write
	p.w.Close()
	if p.out.Len() >= len(msg) {
		return msg
	}
	return p.out.Bytes()
}

// unpacker inflates kindSnapshotZ messages.
type unpacker struct {
	src bytes.Reader
	r   io.ReadCloser
	buf []byte
}

// unpack returns the kindSnapshot message a kindSnapshotZ message body
// (after its kind byte) holds; it is valid until the next call. It returns
// an error wrapping ErrMalformed for data that does not inflate or inflates
// to more than transport.MaxMessage bytes.
func (u *unpacker) unpack(body []byte) ([]byte, error) {
	u.src.Reset(body)
	if u.r == nil {
		u.r = flate.NewReader(&u.src)
	} else if err := u.r.(flate.Resetter).Reset(&u.src, nil); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	u.buf = append(u.buf[:0], byte(kindSnapshot))
	for {
		if len(u.buf) == cap(u.buf) {
			if len(u.buf) > transport.MaxMessage {
				return nil, fmt.Errorf("%w: a compressed snapshot over %d bytes", ErrMalformed, transport.MaxMessage)
			}
			u.buf = append(u.buf, 0)[:len(u.buf)]
		}
		n, err := u.r.Read(u.buf[len(u.buf):cap(u.buf)])
		u.buf = u.buf[:len(u.buf)+n]
		if err == io.EOF {
			return u.buf, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
		}
	}
}

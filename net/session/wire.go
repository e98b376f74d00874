package session

import (
	"bytes"
	"encoding/binary"
	"errors"
)

// ErrMalformed is wrapped by every error a message reader returns for bytes
// that are cut short, too long or inconsistent. Such a message is dropped and
// counted; it never panics.
var ErrMalformed = errors.New("session: malformed message")

// kind is a message's first byte.
type kind uint8

const (
	kindHello     kind = iota + 1 // player → host, reliable: join or rejoin
	kindReady                     // player → host, reliable: ready or not
	kindInput                     // player → host, unreliable: inputs and an ack
	kindCommand                   // both ways, reliable: a registered command
	kindLeave                     // player → host, reliable: leaving for good
	kindWelcome                   // host → player, reliable: id and token
	kindLobby                     // host → player, reliable: who is there
	kindSnapshot                  // host → player: a delta snapshot
	kindRefused                   // host → player, reliable: why not
	kindClosing                   // host → player, reliable: the host stops; an optional reason string follows
	kindSnapshotZ                 // host → player: a delta snapshot, DEFLATE-compressed (pack.go)
	kindTypes                     // host → player, reliable: refused, its component types differ (types.go)
)

// reader takes values from a message; after the first short read it returns
// zeros and bad is set, so a reader checks once at the end.
type reader struct {
	b   []byte
	bad bool
}

func (r *reader) byte1() byte {
	if len(r.b) < 1 {
		r.bad = true
		return 0
	}
	v := r.b[0]
	r.b = r.b[1:]
	return v
}

func (r *reader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.bad = true
		r.b = nil
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) u64() uint64 {
	if len(r.b) < 8 {
		r.bad = true
		r.b = nil
		return 0
	}
	v := binary.LittleEndian.Uint64(r.b)
	r.b = r.b[8:]
	return v
}

func (r *reader) u32() uint32 {
	if len(r.b) < 4 {
		r.bad = true
		r.b = nil
		return 0
	}
	v := binary.LittleEndian.Uint32(r.b)
	r.b = r.b[4:]
	return v
}

// bytes returns the next n bytes (a view into the message), n capped by max.
func (r *reader) bytes(max int) []byte {
	n := r.uvarint()
	if r.bad || n > uint64(max) || n > uint64(len(r.b)) {
		r.bad = true
		r.b = nil
		return nil
	}
	v := r.b[:n:n]
	r.b = r.b[n:]
	return v
}

// count reads a count and checks it against max and against what is left
// (each item takes at least minSize bytes), so a forged count cannot make a
// reader allocate much.
func (r *reader) count(max, minSize int) int {
	n := r.uvarint()
	if r.bad || n > uint64(max) || n*uint64(minSize) > uint64(len(r.b)) {
		r.bad = true
		r.b = nil
		return 0
	}
	return int(n)
}

// done reports whether the message was read exactly: nothing short, nothing
// left over.
func (r *reader) done() bool { return !r.bad && len(r.b) == 0 }

func appendBytes(b, v []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(v)))
	return append(b, v...)
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func putU32(b []byte, v uint32) { binary.LittleEndian.PutUint32(b, v) }

// appendInput writes one step's input d of an input packet, whose entries go
// newest first: a uvarint 0 when d equals newer, the entry before it (a held
// key sends the same input every step, so the InputRedundancy repeats cost a
// byte each), else the uvarint len(d)+1 and d. The first entry of a packet
// (hasNewer false) is always written whole. readInput reads it.
func appendInput(b, d, newer []byte, hasNewer bool) []byte {
	if hasNewer && bytes.Equal(d, newer) {
		return append(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(d))+1)
	return append(b, d...)
}

// readInput reads an entry appendInput wrote, newer being the entry read
// before it (nil, with hasNewer false, for the first): a view into the
// message, or nil with r.bad set for a malformed one (a repeat as the first
// entry, a length over max or past the message's end).
func (r *reader) readInput(newer []byte, hasNewer bool, max int) []byte {
	n := r.uvarint()
	switch {
	case r.bad:
		return nil
	case n == 0 && hasNewer:
		return newer
	case n == 0 || n-1 > uint64(max) || n-1 > uint64(len(r.b)):
		r.bad = true
		r.b = nil
		return nil
	}
	v := r.b[: n-1 : n-1]
	r.b = r.b[n-1:]
	return v
}

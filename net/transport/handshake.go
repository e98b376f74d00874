package transport

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"net/netip"
)

// The handshake, after netcode.io's challenge tokens (Glenn Fiedler,
// netcode.io standard, 2017), without its encryption:
//
//	client → server  request   kind magic(4) salt(8), padded to requestSize
//	server → client  challenge kind salt(8) slot(8) token(16)
//	client → server  response  kind magic(4) salt(8) slot(8) token(16), padded
//	server → client  accept    kind salt(8) key(8)     (or deny: kind salt(8))
//
// The token is an HMAC-SHA256 of the client's address, the time slot and the
// salt under a secret only the server knows, so the server keeps no state
// until the response comes back with a token that matches the address it came
// from: a spoofed source never sees its challenge and cannot answer it.
// Requests and responses are padded to requestSize so the server never sends
// more bytes than it received (no amplification).
const (
	requestSize   = 128
	tokenSize     = 16
	challengeSize = 1 + 8 + 8 + tokenSize
	acceptSize    = 1 + 8 + 8
	denySize      = 1 + 8
	disconnectLen = 1 + 8
)

// magic names the protocol and its version in requests and responses.
var magic = [4]byte{'G', 'R', 'F', '1'}

// address is where a packet came from: which of a server's links, and the
// address on it.
type address struct {
	link int
	ap   netip.AddrPort
}

// handshake is a decoded handshake packet; which fields mean something
// depends on kind.
type handshake struct {
	kind  byte
	salt  uint64
	slot  uint64
	token [tokenSize]byte
	key   uint64
}

// appendHandshake encodes h, padding requests and responses to requestSize.
func appendHandshake(b []byte, h *handshake) []byte {
	start := len(b)
	b = append(b, h.kind)
	if h.kind == kindRequest || h.kind == kindResponse {
		b = append(b, magic[:]...)
	}
	b = binary.LittleEndian.AppendUint64(b, h.salt)
	switch h.kind {
	case kindChallenge, kindResponse:
		b = binary.LittleEndian.AppendUint64(b, h.slot)
		b = append(b, h.token[:]...)
	case kindAccept:
		b = binary.LittleEndian.AppendUint64(b, h.key)
	}
	if h.kind == kindRequest || h.kind == kindResponse {
		for len(b)-start < requestSize {
			b = append(b, 0)
		}
	}
	return b
}

// readHandshake decodes handshake packet p into h. It returns errMalformed
// for a packet of another kind, the wrong size, magic or padding.
func readHandshake(p []byte, h *handshake) error {
	if len(p) == 0 {
		return errMalformed
	}
	h.kind = p[0]
	if want := handshakeSize(h.kind); want == 0 || len(p) != want {
		return errMalformed
	}
	q := p[1:]
	if h.kind == kindRequest || h.kind == kindResponse {
		if [4]byte(q[:4]) != magic {
			return errMalformed
		}
		q = q[4:]
	}
	h.salt = binary.LittleEndian.Uint64(q)
	q = q[8:]
	switch h.kind {
	case kindChallenge, kindResponse:
		h.slot = binary.LittleEndian.Uint64(q)
		copy(h.token[:], q[8:])
		q = q[8+tokenSize:]
	case kindAccept:
		h.key = binary.LittleEndian.Uint64(q)
		q = q[8:]
	}
	for _, c := range q {
		if c != 0 {
			return errMalformed
		}
	}
	return nil
}

// mac returns the HMAC-SHA256 of what under secret, with from, salt and n
// written before it.
func mac(secret []byte, what byte, from address, salt, n uint64) [sha256.Size]byte {
	m := hmac.New(sha256.New, secret)
	var b [1 + 8 + 16 + 2 + 8 + 8]byte
	b[0] = what
	binary.LittleEndian.PutUint64(b[1:], uint64(from.link))
	a := from.ap.Addr().As16()
	copy(b[9:], a[:])
	binary.LittleEndian.PutUint16(b[25:], from.ap.Port())
	binary.LittleEndian.PutUint64(b[27:], salt)
	binary.LittleEndian.PutUint64(b[35:], n)
	m.Write(b[:])
	var out [sha256.Size]byte
	m.Sum(out[:0])
	return out
}

// challengeToken returns the token a client at from with salt must echo in
// time slot slot.
func challengeToken(secret []byte, from address, salt, slot uint64) [tokenSize]byte {
	m := mac(secret, 't', from, salt, slot)
	return [tokenSize]byte(m[:tokenSize])
}

// connectionKey returns the key every data packet of the connection from
// from with salt carries; it is never 0.
func connectionKey(secret []byte, from address, salt uint64) uint64 {
	m := mac(secret, 'k', from, salt, 0)
	return binary.LittleEndian.Uint64(m[:]) | 1
}

// validToken reports whether token is the one for from, salt and slot, and
// slot is the current time slot or the one before.
func validToken(secret []byte, from address, salt, slot, now uint64, token [tokenSize]byte) bool {
	if slot != now && slot+1 != now {
		return false
	}
	want := challengeToken(secret, from, salt, slot)
	return hmac.Equal(want[:], token[:])
}

// handshakeSize returns the size of a handshake packet of kind, or 0 if kind
// is not a handshake kind.
func handshakeSize(kind byte) int {
	switch kind {
	case kindRequest, kindResponse:
		return requestSize
	case kindChallenge:
		return challengeSize
	case kindAccept:
		return acceptSize
	case kindDeny:
		return denySize
	}
	return 0
}

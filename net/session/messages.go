package session

import (
	"encoding/binary"
	"fmt"

	"github.com/griffengine/griff/net/transport"
)

// MaxName is the longest player name, in bytes; longer ones are cut.
const MaxName = 64

// hello is a player's first message: kind, name, player id and token (to
// come back; 0 for a new player), the digest of the command table, then the
// number of the player's component types and the digest of their hashes
// (typeList.prefix; see types.go). A hello that ends after the commands'
// digest (a build from before the types were checked) reads as 0 types:
// nothing to compare.
type hello struct {
	name     string
	player   PlayerID
	token    uint64
	commands uint64
	types    int    // the player's number of component types, 0: none compared
	typesSum uint64 // typeList.prefix(types) of the player's
}

func appendHello(b []byte, m hello) []byte {
	b = append(b, byte(kindHello))
	b = appendString(b, m.name)
	b = append(b, byte(m.player))
	b = binary.LittleEndian.AppendUint64(b, m.token)
	b = binary.LittleEndian.AppendUint64(b, m.commands)
	b = binary.AppendUvarint(b, uint64(m.types))
	return binary.LittleEndian.AppendUint64(b, m.typesSum)
}

// maxHelloTypes is the most component types a hello may count: scenes'
// limit (4096) with room.
const maxHelloTypes = 1 << 16

// readHello reads a hello message, kind byte included. It returns an error
// wrapping ErrMalformed for anything else.
func readHello(msg []byte) (hello, error) {
	if len(msg) == 0 || kind(msg[0]) != kindHello {
		return hello{}, fmt.Errorf("%w: expected a hello", ErrMalformed)
	}
	r := reader{b: msg[1:]}
	m := hello{name: string(r.bytes(MaxName))}
	m.player = PlayerID(r.byte1())
	m.token = r.u64()
	m.commands = r.u64()
	if len(r.b) > 0 {
		n := r.uvarint()
		m.typesSum = r.u64()
		if n > maxHelloTypes {
			r.bad = true
		}
		m.types = int(n)
	}
	if !r.done() {
		return hello{}, fmt.Errorf("%w: hello", ErrMalformed)
	}
	return m, nil
}

// lobby is what the host tells everyone: started, the first step, and each
// player (id, name, flags: ready 1, connected 2).
type lobby struct {
	started bool
	start   int64
	players []Player
}

func appendLobby(b []byte, l lobby) []byte {
	b = append(b, byte(kindLobby))
	b = append(b, boolByte(l.started))
	b = binary.AppendVarint(b, l.start)
	b = append(b, byte(len(l.players)))
	for _, p := range l.players {
		b = append(b, byte(p.ID))
		b = appendString(b, p.Name)
		b = append(b, boolByte(p.Ready)|boolByte(p.Connected)<<1)
	}
	return b
}

// readLobby reads a lobby message after its kind byte. It returns an error
// wrapping ErrMalformed for bytes that are not one.
func readLobby(msg []byte) (lobby, error) {
	r := reader{b: msg}
	var l lobby
	s := r.byte1()
	l.start, _ = binary.Varint(r.b)
	if n := varintLen(r.b); n > 0 {
		r.b = r.b[n:]
	} else {
		r.bad = true
	}
	n := int(r.byte1())
	if r.bad || s > 1 || n > MaxPlayers {
		return lobby{}, fmt.Errorf("%w: lobby", ErrMalformed)
	}
	l.started = s == 1
	for range n {
		p := Player{ID: PlayerID(r.byte1())}
		p.Name = string(r.bytes(MaxName))
		f := r.byte1()
		p.Ready, p.Connected = f&1 != 0, f&2 != 0
		if r.bad || f > 3 || int(p.ID) >= MaxPlayers {
			return lobby{}, fmt.Errorf("%w: lobby player", ErrMalformed)
		}
		l.players = append(l.players, p)
	}
	if !r.done() {
		return lobby{}, fmt.Errorf("%w: lobby", ErrMalformed)
	}
	return l, nil
}

func varintLen(b []byte) int {
	_, n := binary.Varint(b)
	return n
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// sendLobby tells every connected player who is in the session.
func (h *Host) sendLobby() {
	h.dirty = false
	h.buf = appendLobby(h.buf[:0], lobby{started: h.started, start: int64(h.start), players: h.Players()})
	for _, p := range h.players[1:] {
		if p != nil && p.Connected {
			h.t.Send(p.peer, transport.ReliableOrdered, h.buf)
		}
	}
}

package network

import (
	"encoding/binary"
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
)

// relayDigests is how many checked steps a RollbackRelay keeps waiting for
// every player's digest; an older one is dropped unchecked.
const relayDigests = 16

// RollbackRelay is a dedicated server's side of one rollback match
// (hosting.Matches plays one per match of a game whose project asks for
// rollback): it runs no game. Players join with TransportLink.Join; the
// relay gives each a seat (0 to Players-1, in the order their hellos came)
// and, once every seat is taken, tells them all to start. From then on it
// passes each player's input messages on to the others, unreliable as they
// came (a message naming another seat than the sender's, or malformed, is
// dropped and counted), and compares the digests of the confirmed state
// the players send every RollbackCheckEvery steps: equal ones count in
// Checked, different ones in Desyncs, reported and told to every player
// still connected (TransportLink.TakeDesyncs names the step). Before the start a
// player who leaves frees their seat; after it, a player who leaves ends
// the match (the others hear who left, then, at the next Poll, the relay
// closes its transport): rollback mode has no reconnection. A newcomer once the match
// started is refused. A RollbackRelay must be used from one goroutine.
type RollbackRelay struct {
	t       transport.Transport
	report  func(string)
	seats   []relaySeat
	started bool
	ending  bool // a player left: the transport closes at the next Poll
	closed  bool
	refused []transport.PeerID // told why: disconnected at the next Poll
	newest  griff.Tick
	events  []transport.Event
	buf     []byte
	digests []relayDigest
	// Dropped counts malformed, forged or unexpected messages dropped.
	Dropped int
	// Checked counts the steps whose digests every player sent, all equal.
	Checked int
	// Desyncs counts the steps whose digests differed between players.
	Desyncs int
}

// relaySeat is one seat of a relayed match.
type relaySeat struct {
	peer      transport.PeerID
	name      string
	taken     bool
	connected bool
}

// relayDigest is what the players said of one checked step.
type relayDigest struct {
	step   griff.Tick
	digest [4]uint64
	have   uint8 // a bit per seat
}

// NewRollbackRelay returns the relay of a rollback match of players (1 to
// 4) on t, the server side (a session.Lobby's view of the server's ports,
// say). report receives the desyncs it finds, naming the step and the
// players; nil drops them. NewRollbackRelay panics if players is out of
// range.
func NewRollbackRelay(t transport.Transport, players int, report func(string)) *RollbackRelay {
	if players < 1 || players > 4 {
		panic(fmt.Sprintf("network: a rollback relay of %d players; want 1 to 4", players))
	}
	return &RollbackRelay{t: t, report: report, seats: make([]relaySeat, players), newest: -1}
}

// Poll runs the relay at now (the server's clock; see
// transport.Transport.Poll): it seats the players who said hello, starts
// the match once every seat is taken, and passes on what the players sent.
func (r *RollbackRelay) Poll(now time.Duration) {
	if r.closed {
		return
	}
	r.events = r.t.Poll(now, r.events[:0]) // sends what the last Poll queued
	for _, p := range r.refused {
		r.t.Disconnect(p)
	}
	r.refused = r.refused[:0]
	if r.ending {
		r.Close()
		return
	}
	for _, e := range r.events {
		switch e.Kind {
		case transport.Disconnected:
			r.gone(e.Peer)
		case transport.Message:
			r.message(e.Peer, e.Data)
		}
	}
}

// message takes one message from peer.
func (r *RollbackRelay) message(peer transport.PeerID, m []byte) {
	seat := r.seatOf(peer)
	switch {
	case seat < 0:
		r.hello(peer, m)
	case len(m) > 0 && m[0] == rollbackTag && validInputs(m) && int(m[1]) == seat:
		if !r.started {
			r.Dropped++
			return
		}
		r.newest = max(r.newest, griff.Tick(binary.LittleEndian.Uint32(m[2:]))+griff.Tick(m[6])-1)
		for i, s := range r.seats {
			if i != seat && s.connected {
				_ = r.t.Send(s.peer, transport.Unreliable, m)
			}
		}
	case len(m) == 14 && m[0] == digestTag && int(m[1]) == seat:
		r.digest(seat, griff.Tick(binary.LittleEndian.Uint32(m[2:])), binary.LittleEndian.Uint64(m[6:]))
	default:
		r.Dropped++
	}
}

// hello seats peer if m is a hello and a seat is free, else refuses it.
func (r *RollbackRelay) hello(peer transport.PeerID, m []byte) {
	name, err := session.HelloName(m)
	if err != nil {
		r.Dropped++
		r.t.Disconnect(peer)
		return
	}
	free := -1
	for i, s := range r.seats {
		if !s.taken {
			free = i
			break
		}
	}
	if r.started || free < 0 {
		_ = r.t.Send(peer, transport.ReliableOrdered, session.AppendRefusal(r.buf[:0], "the match has started"))
		r.refused = append(r.refused, peer)
		return
	}
	r.seats[free] = relaySeat{peer: peer, name: name, taken: true, connected: true}
	_ = r.t.Send(peer, transport.ReliableOrdered, []byte{seatTag, byte(free), byte(len(r.seats))})
	for _, s := range r.seats {
		if !s.taken {
			return
		}
	}
	r.started = true
	for _, s := range r.seats {
		_ = r.t.Send(s.peer, transport.ReliableOrdered, []byte{startTag})
	}
}

// gone takes the news that peer's connection closed.
func (r *RollbackRelay) gone(peer transport.PeerID) {
	seat := r.seatOf(peer)
	if seat < 0 {
		return
	}
	if !r.started {
		r.seats[seat] = relaySeat{}
		return
	}
	r.seats[seat].connected = false
	for _, s := range r.seats {
		if s.connected {
			_ = r.t.Send(s.peer, transport.ReliableOrdered, []byte{leftTag, byte(seat)})
		}
	}
	r.ending = true
}

// digest files seat's digest of step and compares once every seat sent one.
func (r *RollbackRelay) digest(seat int, step griff.Tick, d uint64) {
	i := 0
	for i < len(r.digests) && r.digests[i].step != step {
		i++
	}
	if i == len(r.digests) {
		if len(r.digests) == relayDigests {
			r.digests = append(r.digests[:0], r.digests[1:]...)
			i--
		}
		r.digests = append(r.digests, relayDigest{step: step})
	}
	rd := &r.digests[i]
	rd.digest[seat], rd.have = d, rd.have|1<<seat
	if int(rd.have) != 1<<len(r.seats)-1 {
		return
	}
	same := true
	for s := range r.seats {
		same = same && rd.digest[s] == rd.digest[0]
	}
	if same {
		r.Checked++
	} else {
		r.Desyncs++
		if r.report != nil {
			r.report(fmt.Sprintf("desync: the players' states after step %d differ (digests %016x)", step, rd.digest[:len(r.seats)]))
		}
		m := binary.LittleEndian.AppendUint32(append(r.buf[:0], desyncTag), uint32(step))
		for _, s := range r.seats {
			if s.connected {
				_ = r.t.Send(s.peer, transport.ReliableOrdered, m)
			}
		}
		r.buf = m
	}
	r.digests = append(r.digests[:i], r.digests[i+1:]...)
}

func (r *RollbackRelay) seatOf(peer transport.PeerID) int {
	for i, s := range r.seats {
		if s.taken && s.peer == peer {
			return i
		}
	}
	return -1
}

// Started reports whether every seat was taken and the players told to
// play.
func (r *RollbackRelay) Started() bool { return r.started }

// Ended reports whether the match is over: a player left after the start
// (the relay closes its transport at the next Poll, once the others were
// told), or Close was called.
func (r *RollbackRelay) Ended() bool { return r.ending || r.closed }

// Newest returns the newest step any player's relayed input named, or -1:
// how far the match has come.
func (r *RollbackRelay) Newest() griff.Tick { return r.newest }

// Players returns the seats taken, as session players: ID the seat, the
// name its hello gave, Connected, and the transport's RTT.
func (r *RollbackRelay) Players() []session.Player {
	var out []session.Player
	for i, s := range r.seats {
		if !s.taken {
			continue
		}
		p := session.Player{ID: session.PlayerID(i), Name: s.name, Ready: true, Connected: s.connected}
		if s.connected {
			p.RTT = r.t.Stats(s.peer).RTT
		}
		out = append(out, p)
	}
	return out
}

// Close ends the match: it closes the relay's transport (a lobby's view:
// the players are disconnected at the lobby's next Poll, after what was
// sent to them went out). It returns the transport's error.
func (r *RollbackRelay) Close() error {
	if r.closed {
		return nil
	}
	r.closed = true
	return r.t.Close()
}

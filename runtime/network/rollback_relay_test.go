package network_test

import (
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime/network"
)

// relayRig is a RollbackRelay on an in-memory hub and the players' links,
// polled together every 10 ms.
type relayRig struct {
	hub     *transport.Hub
	addr    netip.AddrPort
	relay   *network.RollbackRelay
	reports []string
	tr      []transport.Transport
	links   []*network.TransportLink
	now     time.Duration
}

func newRelayRig(players int) *relayRig {
	rig := &relayRig{hub: transport.NewHub()}
	sl := rig.hub.NewLink()
	rig.addr = sl.Addr()
	rig.relay = network.NewRollbackRelay(transport.NewServer(transport.Config{}, sl), players, func(s string) { rig.reports = append(rig.reports, s) })
	return rig
}

// join adds a player whose link asks for a seat as name.
func (rig *relayRig) join(name string) *network.TransportLink {
	c := transport.NewClient(transport.Config{}, rig.hub.NewLink(), rig.addr)
	l := network.NewRollbackLink(c, false)
	l.Join(name)
	rig.tr, rig.links = append(rig.tr, c), append(rig.links, l)
	return l
}

// run polls everything for d.
func (rig *relayRig) run(d time.Duration) {
	for end := rig.now + d; rig.now < end; {
		rig.now += 10 * time.Millisecond
		for _, l := range rig.links {
			l.Poll(rig.now)
		}
		rig.relay.Poll(rig.now)
	}
}

// inputs returns what l received, as "player@step" strings.
func inputs(l *network.TransportLink) []string {
	var got []string
	l.Receive(func(player int, step griff.Tick, _ []byte) {
		got = append(got, string(rune('0'+player))+"@"+string(rune('0'+step)))
	})
	return got
}

// The relay seats players in the order they came and starts them once
// every seat is taken; a newcomer after that is refused with a reason.
func TestRelaySeatsAndStarts(t *testing.T) {
	rig := newRelayRig(3)
	a, b := rig.join("a"), rig.join("b")
	rig.run(200 * time.Millisecond)
	for i, l := range []*network.TransportLink{a, b} {
		if seat, n, ok := l.Seat(); !ok || seat != i || n != 3 || l.Started() {
			t.Errorf("player %d: seat %d of %d (%v), started %v; want seat %d of 3, not started", i, seat, n, ok, l.Started(), i)
		}
	}
	c := rig.join("c")
	rig.run(200 * time.Millisecond)
	if !a.Started() || !b.Started() || !c.Started() || !rig.relay.Started() {
		t.Fatalf("started: %v %v %v, relay %v; want all", a.Started(), b.Started(), c.Started(), rig.relay.Started())
	}
	if ps := rig.relay.Players(); len(ps) != 3 || ps[2].Name != "c" || !ps[2].Connected {
		t.Errorf("relay players %+v, want a, b, c connected", ps)
	}
	late := rig.join("late")
	rig.run(300 * time.Millisecond)
	if ended, why := late.Ended(); !ended || !strings.Contains(why, "started") {
		t.Errorf("a newcomer after the start: ended %v, %q; want refused as the match has started", ended, why)
	}
	if _, _, ok := late.Seat(); ok {
		t.Error("the newcomer got a seat")
	}
}

// Inputs go to every other player, not back to their sender; a message
// naming another player's seat is dropped, as is one before the start.
func TestRelayPassesInputsOnAndDropsForged(t *testing.T) {
	rig := newRelayRig(3)
	a, b, c := rig.join("a"), rig.join("b"), rig.join("c")
	rig.run(200 * time.Millisecond)
	held := [][]byte{{0}}
	if err := a.SendInputs(0, 4, held); err != nil {
		t.Fatal(err)
	}
	if err := a.SendInputs(1, 5, held); err != nil { // a speaking for b
		t.Fatal(err)
	}
	rig.run(100 * time.Millisecond)
	for name, l := range map[string]*network.TransportLink{"a": a, "b": b, "c": c} {
		got, want := inputs(l), []string{"0@4"}
		if name == "a" {
			want = nil
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s received %v, want %v", name, got, want)
		}
	}
	if rig.relay.Dropped != 1 {
		t.Errorf("relay dropped %d messages, want the forged one", rig.relay.Dropped)
	}
	if rig.relay.Newest() != 4 {
		t.Errorf("Newest %d, want 4", rig.relay.Newest())
	}
}

// Before the start a player who leaves frees their seat for the next; after
// it, one who leaves ends the match and the others hear who.
func TestRelayPlayerLeaves(t *testing.T) {
	rig := newRelayRig(2)
	a := rig.join("a")
	rig.run(200 * time.Millisecond)
	rig.tr[0].Close()
	rig.run(200 * time.Millisecond)
	b, c := rig.join("b"), rig.join("c")
	rig.run(200 * time.Millisecond)
	if seat, _, _ := b.Seat(); seat != 0 || !b.Started() || !c.Started() {
		t.Fatalf("after a left before the start, b has seat %d (started %v), c started %v; want seat 0, both started", seat, b.Started(), c.Started())
	}
	_ = a
	rig.tr[1].Close() // b
	rig.run(time.Second)
	if ended, why := c.Ended(); !ended || c.Left() != 0 || !strings.Contains(why, "the player at seat 0 (player 1) left the match") {
		t.Errorf("c: ended %v (%q), left %d; want player 0 left", ended, why, c.Left())
	}
	if !rig.relay.Ended() {
		t.Error("the relay plays on after a player left")
	}
}

// The relay compares the digests the players send of a step: equal ones
// are checked, different ones a desync it reports and tells every player,
// naming the step.
func TestRelayComparesDigests(t *testing.T) {
	rig := newRelayRig(2)
	a, b := rig.join("a"), rig.join("b")
	rig.run(200 * time.Millisecond)
	a.SendDigest(0, 60, 0xabc)
	b.SendDigest(1, 60, 0xabc)
	a.SendDigest(0, 120, 0xabc)
	b.SendDigest(1, 120, 0xdef)
	b.SendDigest(0, 180, 0xabc) // b speaking for a: dropped
	rig.run(100 * time.Millisecond)
	r := rig.relay
	if r.Checked != 1 || r.Desyncs != 1 || r.Dropped != 1 {
		t.Errorf("checked %d, desyncs %d, dropped %d; want 1, 1, 1", r.Checked, r.Desyncs, r.Dropped)
	}
	if len(rig.reports) != 1 || !strings.Contains(rig.reports[0], "step 120") {
		t.Errorf("reports %q, want one desync at step 120", rig.reports)
	}
	for name, l := range map[string]*network.TransportLink{"a": a, "b": b} {
		if got := l.TakeDesyncs(nil); len(got) != 1 || got[0] != 120 {
			t.Errorf("%s was told of desyncs %v, want [120]", name, got)
		}
		if got := l.TakeDesyncs(nil); len(got) != 0 {
			t.Errorf("%s: desyncs %v taken twice", name, got)
		}
		if ended, why := l.Ended(); ended {
			t.Errorf("%s: a desync ended the match (%s)", name, why)
		}
	}
}

// FuzzRollbackRelay sends a seated player's arbitrary message to a relay of
// a started match: it is relayed or dropped and counted, and never panics;
// the other player's link reads what it is given without panicking.
func FuzzRollbackRelay(f *testing.F) {
	f.Add([]byte{0xB0, 0, 5, 0, 0, 0, 2, 1, 0, 1, 0})
	f.Add([]byte{0xB3, 0, 60, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte{0xB1, 0, 2})
	f.Add([]byte{0xB4, 9})
	f.Add([]byte{0xB5, 120, 0, 0, 0})
	f.Add(session.AppendHello(nil, "again"))
	f.Add(session.AppendRefusal(nil, "no"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, msg []byte) {
		rig := newRelayRig(2)
		rig.join("a")
		b := rig.join("b")
		rig.run(100 * time.Millisecond)
		_ = rig.tr[0].Send(transport.ServerPeer, transport.ReliableOrdered, msg)
		rig.run(50 * time.Millisecond)
		inputs(b)
		if ended, _ := b.Ended(); ended {
			t.Errorf("a message from a ended b's match: %v", msg)
		}
	})
}

// FuzzPlayerLink sends a player's link an arbitrary message from its server
// (a relay's seat, start, left or desync message, or anything else): it is
// taken or dropped, never panics, and a desync it reads names a step.
func FuzzPlayerLink(f *testing.F) {
	f.Add([]byte{0xB1, 0, 2})
	f.Add([]byte{0xB2})
	f.Add([]byte{0xB4, 1})
	f.Add([]byte{0xB5, 120, 0, 0, 0})
	f.Add([]byte{0xB5, 0xff, 0xff, 0xff, 0xff})
	f.Add([]byte{0xB5, 1})
	f.Add(session.AppendRefusal(nil, "full"))
	f.Fuzz(func(t *testing.T, msg []byte) {
		hub := transport.NewHub()
		sl := hub.NewLink()
		server := transport.NewServer(transport.Config{}, sl)
		l := network.NewRollbackLink(transport.NewClient(transport.Config{}, hub.NewLink(), sl.Addr()), false)
		l.Join("p")
		var peer transport.PeerID
		for i := range 20 {
			now := time.Duration(i) * 10 * time.Millisecond
			for _, e := range server.Poll(now, nil) {
				if e.Kind == transport.Connected {
					peer = e.Peer
					_ = server.Send(peer, transport.ReliableOrdered, msg)
				}
			}
			l.Poll(now)
		}
		got := l.TakeDesyncs(nil)
		if want := len(msg) == 5 && msg[0] == 0xB5; len(got) > 1 || (len(got) == 1) != want {
			t.Errorf("message %v read as desyncs %v", msg, got)
		}
		l.Ended()
		l.Seat()
		inputs(l)
	})
}

package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
)

// arena is a lobby of matches over a hub with no loss, stepped at 60 Hz.
type arena struct {
	hub   *transport.Hub
	link  *transport.MemLink
	lobby *session.Lobby
	hosts []*session.Host // by slot; nil: free
	opens int
	now   time.Duration
}

func newArena(matches, players int) *arena {
	a := &arena{hub: transport.NewHub(), hosts: make([]*session.Host, matches)}
	a.link = a.hub.NewLink()
	a.lobby = session.NewLobby(transport.NewServer(transport.Config{}, a.link), session.LobbyConfig{
		MaxMatches: matches, PlayersPerMatch: players,
		Open: func(slot int, t transport.Transport) error {
			a.opens++
			a.hosts[slot] = session.NewHost(t, session.HostConfig{Grace: 5 * time.Second})
			return nil
		}})
	return a
}

func (a *arena) join(cfg session.JoinConfig) (*session.Client, transport.Transport) {
	tr := transport.NewClient(transport.Config{}, a.hub.NewLink(), a.link.Addr())
	return session.NewClient(tr, cfg), tr
}

// run steps the lobby, its hosts and the clients for d, returning each
// client's events.
func (a *arena) run(d time.Duration, cs ...*session.Client) [][]session.Event {
	out := make([][]session.Event, len(cs))
	for end := a.now + d; a.now < end; {
		a.now += time.Second / 60
		for i, c := range cs {
			out[i] = append(out[i], c.Poll(a.now)...)
		}
		a.lobby.Poll(a.now)
		for _, h := range a.hosts {
			if h != nil {
				h.Poll(a.now)
			}
		}
	}
	return out
}

// slotOf returns the slot whose host has player named name connected, or -1.
func (a *arena) slotOf(name string) int {
	for slot, h := range a.hosts {
		if h == nil {
			continue
		}
		for _, p := range h.Players() {
			if p.ID != 0 && p.Name == name && p.Connected {
				return slot
			}
		}
	}
	return -1
}

func TestLobbyPlacesPlayersInMatchesWithRoom(t *testing.T) {
	a := newArena(2, 2)
	var cs []*session.Client
	var ev [][]session.Event
	for _, name := range []string{"ann", "bob", "cy", "di", "ed"} {
		c, _ := a.join(session.JoinConfig{Name: name})
		cs = append(cs, c)
		ev = a.run(200*time.Millisecond, cs...) // they arrive in this order
	}
	ev[4] = append(ev[4], a.run(time.Second, cs...)[4]...)
	for name, want := range map[string]int{"ann": 0, "bob": 0, "cy": 1, "di": 1, "ed": -1} {
		if got := a.slotOf(name); got != want {
			t.Errorf("%s is in match %d, want %d", name, got, want)
		}
	}
	if cs[1].ID() != 2 || cs[2].ID() != 1 {
		t.Errorf("bob is player %d and cy %d, want 2 (ann's match) and 1 (a new one)", cs[1].ID(), cs[2].ID())
	}
	refused := ""
	for _, e := range ev[4] {
		if e.Kind == session.Refused {
			refused = string(e.Data)
		}
	}
	if !strings.Contains(refused, "full") || a.lobby.Refused != 1 {
		t.Errorf("ed was refused with %q (lobby counted %d), want the server full (1)", refused, a.lobby.Refused)
	}
	stats := a.lobby.Matches()
	if len(stats) != 2 || stats[0].Players != 2 || stats[1].Players != 2 || stats[0].BytesOut == 0 || stats[1].BytesIn == 0 {
		t.Errorf("match stats %+v, want two matches of 2 players with bytes counted", stats)
	}
	// Bob leaves: his match has room again, and fay takes it.
	cs[1].Leave()
	a.run(500*time.Millisecond, cs...)
	fay, _ := a.join(session.JoinConfig{Name: "fay"})
	a.run(time.Second, append(cs, fay)...)
	if got := a.slotOf("fay"); got != 0 || fay.ID() != 2 {
		t.Errorf("fay is player %d in match %d, want bob's place: player 2 in match 0", fay.ID(), got)
	}
	// Match 1 ends: its players hear it closed, and its slot is free for a
	// new match.
	a.hosts[1].Close(a.now)
	a.hosts[1] = nil
	ev = a.run(time.Second, cs...)
	for _, i := range []int{2, 3} {
		if !hasKind(ev[i], session.Closed) {
			t.Errorf("%s of the ended match heard %v, want Closed", []string{"", "", "cy", "di"}[i], ev[i])
		}
	}
	if n := len(a.lobby.Matches()); n != 1 {
		t.Fatalf("%d matches after one ended, want 1", n)
	}
	gil, _ := a.join(session.JoinConfig{Name: "gil"})
	a.run(time.Second, gil)
	if got := a.slotOf("gil"); got != 1 || a.opens != 3 {
		t.Errorf("gil is in match %d after %d opens, want a new match 1 (3 opens)", got, a.opens)
	}
}

func TestLobbySendsReturningPlayerBackToTheirMatch(t *testing.T) {
	a := newArena(3, 1)
	ann, tr := a.join(session.JoinConfig{Name: "ann"})
	a.run(time.Second, ann)
	bob, _ := a.join(session.JoinConfig{Name: "bob"})
	a.run(time.Second, ann, bob)
	if a.slotOf("ann") != 0 || a.slotOf("bob") != 1 {
		t.Fatalf("ann in %d, bob in %d, want 0 and 1", a.slotOf("ann"), a.slotOf("bob"))
	}
	tr.Close() // ann's connection is gone; her place in match 0 is kept
	a.run(3*time.Second, bob)
	// Ann comes back with her token: match 0, whose one place is held for
	// her.
	ann2, _ := a.join(session.JoinConfig{Name: "ann", Player: ann.ID(), Token: ann.Token()})
	a.run(time.Second, ann2, bob)
	if got := a.slotOf("ann"); got != 0 || ann2.ID() != ann.ID() {
		t.Errorf("ann came back as player %d in match %d, want %d in 0", ann2.ID(), got, ann.ID())
	}
}

// A newcomer never goes to a match whose places are all held for players
// in their grace period; once the grace period runs out the place is free.
func TestLobbyCountsHeldPlacesAsTaken(t *testing.T) {
	a := newArena(3, 1) // grace 5 s
	ann, tr := a.join(session.JoinConfig{Name: "ann"})
	a.run(time.Second, ann)
	tr.Close() // ann's connection drops: match 0's only place is held
	a.run(time.Second)
	bob, btr := a.join(session.JoinConfig{Name: "bob"})
	a.run(time.Second, bob)
	if got := a.slotOf("bob"); got != 1 || a.opens != 2 {
		t.Fatalf("bob is in match %d after %d opens, want a new match 1 (ann's place in 0 is held)", got, a.opens)
	}
	ann2, _ := a.join(session.JoinConfig{Name: "ann", Player: ann.ID(), Token: ann.Token()})
	a.run(time.Second, ann2, bob)
	if got := a.slotOf("ann"); got != 0 || ann2.ID() != ann.ID() {
		t.Fatalf("ann came back as player %d in match %d, want %d in 0", ann2.ID(), got, ann.ID())
	}
	if st := a.lobby.Matches(); len(st) != 2 || st[0].Players != 1 || st[1].Players != 1 {
		t.Fatalf("match stats %+v, want one player in each of 2 matches", st)
	}
	// Bob's connection drops and his grace period runs out: his place in
	// match 1 is free again, and cy takes it rather than a new match.
	btr.Close()
	a.run(6*time.Second, ann2)
	if ps := a.hosts[1].Players(); len(ps) != 1 {
		t.Fatalf("match 1 holds %v after bob's grace period, want the host alone", ps)
	}
	cy, _ := a.join(session.JoinConfig{Name: "cy"})
	a.run(time.Second, ann2, cy)
	if got := a.slotOf("cy"); got != 1 || a.opens != 2 {
		t.Errorf("cy is in match %d after %d opens, want bob's freed place in match 1 (2 opens)", got, a.opens)
	}
}

func hasKind(es []session.Event, k session.EventKind) bool {
	for _, e := range es {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// A peer whose first message is not a Hello is dropped and disconnected,
// and takes no match.
func TestLobbyDropsPeerWithoutHello(t *testing.T) {
	a := newArena(2, 2)
	tr := transport.NewClient(transport.Config{}, a.hub.NewLink(), a.link.Addr())
	var events []transport.Event
	for range 60 {
		a.now += time.Second / 60
		events = tr.Poll(a.now, events)
		tr.Send(transport.ServerPeer, transport.ReliableOrdered, []byte{0xff, 1, 2})
		a.lobby.Poll(a.now)
	}
	if a.lobby.Dropped == 0 || a.opens != 0 {
		t.Errorf("lobby dropped %d peers and opened %d matches, want 1 and 0", a.lobby.Dropped, a.opens)
	}
	disconnected := false
	for _, e := range events {
		disconnected = disconnected || e.Kind == transport.Disconnected
	}
	if !disconnected {
		t.Error("the peer without a Hello was not disconnected")
	}
}

// scripted is a transport whose Poll hands out the events given to it.
type scripted struct{ next []transport.Event }

func (s *scripted) Send(transport.PeerID, transport.Channel, []byte) error { return nil }
func (s *scripted) Poll(_ time.Duration, ev []transport.Event) []transport.Event {
	ev = append(ev, s.next...)
	s.next = nil
	return ev
}
func (s *scripted) Stats(transport.PeerID) transport.Stats { return transport.Stats{} }
func (s *scripted) Disconnect(transport.PeerID)            {}
func (s *scripted) Close() error                           { return nil }

// FuzzLobbyFirstMessage: whatever a new peer's first message holds, the
// lobby places it in a match (a Hello) or drops it, and never panics.
func FuzzLobbyFirstMessage(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{0xff, 1, 2})
	var c session.Commands
	hub := transport.NewHub()
	link := hub.NewLink()
	tr := transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())
	srv := transport.NewServer(transport.Config{}, link)
	cl := session.NewClient(tr, session.JoinConfig{Name: "ann", Commands: &c})
	for i := range 10 { // capture a real Hello
		now := time.Duration(i+1) * time.Millisecond
		cl.Poll(now)
		for _, e := range srv.Poll(now, nil) {
			if e.Kind == transport.Message {
				f.Add(e.Data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, msg []byte) {
		s := &scripted{}
		opened := 0
		l := session.NewLobby(s, session.LobbyConfig{MaxMatches: 1, PlayersPerMatch: 1,
			Open: func(int, transport.Transport) error { opened++; return nil }})
		s.next = []transport.Event{{Kind: transport.Connected, Peer: 1}, {Kind: transport.Message, Peer: 1, Data: msg}}
		l.Poll(time.Millisecond)
		if placed := len(l.Matches()) == 1 && l.Matches()[0].Players == 1; placed == (l.Dropped == 1) || opened > 1 {
			t.Errorf("message %x: placed %v, dropped %d, opened %d", msg, placed, l.Dropped, opened)
		}
	})
}

// A player who comes back while their old connection is still held takes
// their place over, and the place counts once: a newcomer still finds room
// beside them. A token no match keeps is refused by the lobby, which opens
// no match for it.
func TestLobbyReturnOverHeldConnection(t *testing.T) {
	a := newArena(2, 2)
	ann, _ := a.join(session.JoinConfig{Name: "ann"})
	a.run(time.Second, ann)
	ann2, _ := a.join(session.JoinConfig{Name: "ann", Player: ann.ID(), Token: ann.Token()})
	a.run(time.Second, ann, ann2)
	if got := a.slotOf("ann"); got != 0 || ann2.ID() != ann.ID() {
		t.Fatalf("ann came back as player %d in match %d, want %d in 0", ann2.ID(), got, ann.ID())
	}
	bob, _ := a.join(session.JoinConfig{Name: "bob"})
	a.run(time.Second, ann2, bob)
	if got := a.slotOf("bob"); got != 0 || a.opens != 1 {
		t.Errorf("bob is in match %d after %d opens, want match 0 beside ann (her place counted once)", got, a.opens)
	}
	eve, _ := a.join(session.JoinConfig{Name: "eve", Player: 1, Token: 12345})
	pe := a.run(time.Second, eve)
	if !hasKind(pe[0], session.Refused) || a.opens != 1 || !strings.Contains(string(pe[0][0].Data), "no match keeps a place") {
		t.Errorf("eve with a token no match gave heard %v, after %d opens; want a refusal and 1 open", pe[0], a.opens)
	}
}

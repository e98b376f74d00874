package session_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
)

// lan is a host and its hub with no loss, stepped at 60 Hz.
type lan struct {
	hub  *transport.Hub
	srv  *transport.Server
	host *session.Host
	now  time.Duration
	cmds *session.Commands
}

func newLAN(grace time.Duration) (*lan, *transport.MemLink) {
	l := &lan{hub: transport.NewHub(), cmds: &session.Commands{}}
	l.cmds.Register("Chat")
	link := l.hub.NewLink()
	l.srv = transport.NewServer(transport.Config{}, link)
	l.host = session.NewHost(l.srv, session.HostConfig{Commands: l.cmds, Grace: grace})
	return l, link
}

func (l *lan) join(link *transport.MemLink, cfg session.JoinConfig) (*session.Client, transport.Transport) {
	if cfg.Commands == nil {
		cfg.Commands = l.cmds
	}
	tr := transport.NewClient(transport.Config{}, l.hub.NewLink(), link.Addr())
	return session.NewClient(tr, cfg), tr
}

// run polls the host and the clients for d, returning their events.
func (l *lan) run(d time.Duration, cs ...*session.Client) (host []session.Event, players [][]session.Event) {
	players = make([][]session.Event, len(cs))
	for end := l.now + d; l.now < end; {
		l.now += time.Second / 60
		for i, c := range cs {
			players[i] = append(players[i], c.Poll(l.now)...)
		}
		host = append(host, l.host.Poll(l.now)...)
	}
	return host, players
}

func kinds(es []session.Event) []session.EventKind {
	var out []session.EventKind
	for _, e := range es {
		out = append(out, e.Kind)
	}
	return out
}

func TestReconnectWithinGrace(t *testing.T) {
	l, link := newLAN(20 * time.Second)
	a, tr := l.join(link, session.JoinConfig{Name: "ann"})
	l.run(time.Second, a)
	if a.ID() != 1 || a.Token() == 0 {
		t.Fatalf("joined as %d with token %d, want 1 and a token", a.ID(), a.Token())
	}
	tr.Close() // the connection is gone
	ev, _ := l.run(3*time.Second, a)
	if got := kinds(ev); !slices.Equal(got, []session.EventKind{session.Dropped}) {
		t.Fatalf("host events after the drop: %v, want [Dropped]", got)
	}
	// Someone else joins meanwhile: the place is kept, they get 2.
	b, _ := l.join(link, session.JoinConfig{Name: "bob"})
	// Ann comes back with her id and token.
	a2, _ := l.join(link, session.JoinConfig{Name: "ann", Player: a.ID(), Token: a.Token()})
	ev, _ = l.run(time.Second, b, a2)
	if b.ID() != 2 || a2.ID() != 1 {
		t.Fatalf("bob is %d and ann came back as %d, want 2 and 1", b.ID(), a2.ID())
	}
	if got := kinds(ev); !slices.Equal(got, []session.EventKind{session.Joined, session.Returned}) {
		t.Errorf("host events: %v, want [Joined Returned]", got)
	}
	if n := len(a2.Players()); n != 3 {
		t.Errorf("ann sees %d players, want 3", n)
	}
}

func TestGraceRunsOut(t *testing.T) {
	l, link := newLAN(2 * time.Second)
	a, tr := l.join(link, session.JoinConfig{})
	l.run(time.Second, a)
	tr.Close()
	ev, _ := l.run(15*time.Second, a)
	if got := kinds(ev); !slices.Equal(got, []session.EventKind{session.Dropped, session.Left}) {
		t.Fatalf("host events: %v, want [Dropped Left]", got)
	}
	// The old token no longer takes the place: the late return is refused,
	// saying why, rather than made somebody new.
	a2, _ := l.join(link, session.JoinConfig{Player: 1, Token: a.Token()})
	ev, pe := l.run(time.Second, a2)
	if got := kinds(ev); !slices.Equal(got, []session.EventKind{session.Refused}) {
		t.Errorf("host events for the late return: %v, want [Refused]", got)
	}
	if got := kinds(pe[0]); len(got) == 0 || got[0] != session.Refused || !strings.Contains(string(pe[0][0].Data), "longer than its 2s grace period") {
		t.Errorf("the late player heard %v (%v), want a refusal naming the grace period", got, pe[0])
	}
	if len(l.host.Players()) != 1 {
		t.Errorf("the host has players %v after a late return, want itself alone", l.host.Players())
	}
}

// A token that is not the player's takes no place: neither one kept for a
// player whose connection dropped nor a connected player's; the player
// comes back with their own afterwards.
func TestForgedTokenTakesNoPlace(t *testing.T) {
	l, link := newLAN(20 * time.Second)
	a, tr := l.join(link, session.JoinConfig{Name: "ann"})
	b, _ := l.join(link, session.JoinConfig{Name: "bob"})
	l.run(time.Second, a, b)
	tr.Close()
	l.run(time.Second, b)
	for _, forged := range []session.JoinConfig{
		{Name: "eve", Player: a.ID(), Token: a.Token() ^ 1}, // ann's kept place
		{Name: "eve", Player: b.ID(), Token: a.Token()},     // bob's, with ann's token
		{Name: "eve", Player: 0, Token: a.Token()},          // the host's own
	} {
		e, _ := l.join(link, forged)
		ev, pe := l.run(time.Second, e, b)
		if got := kinds(ev); !slices.Equal(got, []session.EventKind{session.Refused}) {
			t.Errorf("%+v: host events %v, want [Refused]", forged, got)
		}
		if got := kinds(pe[0]); len(got) == 0 || got[0] != session.Refused || e.ID() != 0 {
			t.Errorf("%+v: the forger heard %v and is player %d, want a refusal and no id", forged, got, e.ID())
		}
		ps := l.host.Players()
		if len(ps) != 3 || ps[1].Connected || !ps[2].Connected || ps[2].Name != "bob" {
			t.Fatalf("%+v: the host's players are %+v, want ann's place kept and bob connected", forged, ps)
		}
	}
	a2, _ := l.join(link, session.JoinConfig{Name: "ann", Player: a.ID(), Token: a.Token()})
	ev, _ := l.run(time.Second, a2, b)
	if got := kinds(ev); !slices.Equal(got, []session.EventKind{session.Returned}) || a2.ID() != a.ID() {
		t.Errorf("ann's return: host events %v, id %d, want [Returned] and %d", got, a2.ID(), a.ID())
	}
}

// A player whose old connection the host still holds (the player's machine
// noticed the loss first) takes their place over with the token: the host
// lets the old connection go, and the first snapshot on the new one is
// whole.
func TestReturnTakesOverHeldConnection(t *testing.T) {
	l, link := newLAN(20 * time.Second)
	a, _ := l.join(link, session.JoinConfig{Name: "ann"})
	l.host.Start(0)
	l.run(time.Second, a)
	a2, _ := l.join(link, session.JoinConfig{Name: "ann", Player: a.ID(), Token: a.Token()})
	ev, pe := l.run(time.Second/2, a, a2)
	if got := kinds(ev); !slices.Equal(got, []session.EventKind{session.Returned}) || a2.ID() != a.ID() {
		t.Fatalf("host events %v, the new connection is player %d, want [Returned] and %d", got, a2.ID(), a.ID())
	}
	if ended, _ := a.Ended(); !ended || !hasKind(pe[0], session.Closed) {
		t.Errorf("the old connection's client did not end: %v", kinds(pe[0]))
	}
	if ps := l.host.Players(); len(ps) != 2 || !ps[1].Connected {
		t.Errorf("the host's players are %+v, want ann connected", ps)
	}
	if n, err := l.host.Publish(60, func(session.PlayerID, *session.Frame) error { return nil }); err != nil || n == 0 {
		t.Fatalf("Publish sent %d bytes, %v", n, err)
	}
	l.run(time.Second/6, a2)
	if got := a2.Latest(); got == nil || got.Step != 60 {
		t.Errorf("the returned player rebuilt %v, want the whole snapshot of step 60", got)
	}
}

// Lost tells a lost connection from the host's goodbye.
func TestClientLost(t *testing.T) {
	l, link := newLAN(20 * time.Second)
	a, tr := l.join(link, session.JoinConfig{Name: "ann"})
	b, _ := l.join(link, session.JoinConfig{Name: "bob"})
	l.run(time.Second, a, b)
	tr.Close()
	l.run(time.Second, a, b)
	l.host.End("over")
	l.run(time.Second, a, b)
	for _, c := range []struct {
		c    *session.Client
		lost bool
	}{{a, true}, {b, false}} {
		if ended, _ := c.c.Ended(); !ended || c.c.Lost() != c.lost {
			t.Errorf("player %d: ended %v, lost %v, want ended and lost %v", c.c.ID(), ended, c.c.Lost(), c.lost)
		}
	}
}

func TestCommandsAndLobby(t *testing.T) {
	l, link := newLAN(0)
	a, _ := l.join(link, session.JoinConfig{Name: "ann"})
	l.run(time.Second, a)
	a.SetReady(true)
	a.Send(0, []byte("hi host"))
	ev, _ := l.run(time.Second, a)
	if got := kinds(ev); !slices.Equal(got, []session.EventKind{session.ReadyChanged, session.Command}) {
		t.Fatalf("host events: %v", got)
	}
	if ev[1].Player != 1 || string(ev[1].Data) != "hi host" || l.cmds.Name(ev[1].Command) != "Chat" {
		t.Errorf("host got command %+v", ev[1])
	}
	l.host.Send(1, 0, []byte("hi ann"))
	l.host.Send(0, 0, []byte("to myself"))
	l.host.Start(100)
	ev, pe := l.run(time.Second, a)
	if len(ev) != 1 || string(ev[0].Data) != "to myself" {
		t.Errorf("the host's command to itself came back as %v", ev)
	}
	got := kinds(pe[0])
	if !slices.Equal(got, []session.EventKind{session.Command, session.Started}) || string(pe[0][0].Data) != "hi ann" || pe[0][1].Step != 100 {
		t.Errorf("player events: %v", pe[0])
	}
	if ps := a.Players(); len(ps) != 2 || !ps[1].Ready || ps[1].Name != "ann" {
		t.Errorf("player sees %+v", ps)
	}
}

func TestRefusedForOtherCommands(t *testing.T) {
	l, link := newLAN(0)
	other := &session.Commands{}
	other.Register("Shout")
	a, _ := l.join(link, session.JoinConfig{Commands: other})
	ev, pe := l.run(time.Second, a)
	if len(pe[0]) != 1 || pe[0][0].Kind != session.Refused || !strings.HasSuffix(string(pe[0][0].Data), "play with the host's version of the game") {
		t.Fatalf("player events %v; want [Refused] saying what to do", pe[0])
	}
	if len(ev) != 1 || ev[0].Kind != session.Refused || !strings.Contains(string(ev[0].Data), `(connection 1): their game's commands differ`) {
		t.Fatalf("host events %v; want one Refused naming the connection", ev)
	}
}

// A connection that sends its hello again and again is refused once: the
// host's log, its refusals and what it sends do not grow with the hellos.
func TestRefusedOnceWhateverItSends(t *testing.T) {
	l, link := newLAN(0)
	raw := transport.NewClient(transport.Config{}, l.hub.NewLink(), link.Addr())
	hello := session.AppendHello(nil, "flood") // an empty command table: not the host's
	var heard []transport.Event
	var host []session.Event
	for range 60 {
		l.now += time.Second / 60
		for range 20 {
			raw.Send(0, transport.ReliableOrdered, hello)
		}
		heard = raw.Poll(l.now, heard)
		host = append(host, l.host.Poll(l.now)...)
	}
	refusals := 0
	for _, e := range heard {
		if e.Kind == transport.Message {
			refusals++
		}
	}
	if len(host) != 1 || refusals != 1 {
		t.Errorf("1,200 hellos from one connection: %d host events, %d messages back; want 1 and 1", len(host), refusals)
	}
}

// A refused connection is told why and then, RefuseLinger later, let go:
// the host's transport no longer holds it and the player's session ends,
// whether or not the player closes it.
func TestRefusedConnectionLetGo(t *testing.T) {
	l, link := newLAN(0)
	other := &session.Commands{}
	other.Register("Shout")
	a, _ := l.join(link, session.JoinConfig{Commands: other})
	_, pe := l.run(session.RefuseLinger/2, a)
	if len(pe[0]) != 1 || pe[0][0].Kind != session.Refused || len(l.srv.Peers()) != 1 {
		t.Fatalf("after %v: player events %v, host's peers %v; want [Refused] and the one peer still held",
			session.RefuseLinger/2, pe[0], l.srv.Peers())
	}
	_, pe = l.run(session.RefuseLinger, a)
	if ended, _ := a.Ended(); len(l.srv.Peers()) != 0 || !ended {
		t.Errorf("after %v more: host's peers %v, player's session ended %v (events %v); want none held and ended",
			session.RefuseLinger, l.srv.Peers(), ended, pe[0])
	}
}

// Host.End tells the players why, and refuses anyone who joins after it.
func TestHostEndTellsWhyAndRefusesNewcomers(t *testing.T) {
	l, link := newLAN(5 * time.Second)
	a, _ := l.join(link, session.JoinConfig{Name: "ann"})
	l.run(time.Second, a)
	l.host.End("round over")
	_, ev := l.run(time.Second, a)
	var why []string
	for _, e := range ev[0] {
		if e.Kind == session.Closed {
			why = append(why, string(e.Data))
		}
	}
	if !slices.Equal(why, []string{"round over"}) {
		t.Errorf("ann heard Closed with %q, want once with the reason", why)
	}
	b, _ := l.join(link, session.JoinConfig{Name: "bob"})
	_, ev = l.run(time.Second, b)
	refused := ""
	for _, e := range ev[0] {
		if e.Kind == session.Refused {
			refused = string(e.Data)
		}
	}
	if b.ID() != 0 || !strings.Contains(refused, "round over") {
		t.Errorf("bob joined an ended match as %d, refused with %q", b.ID(), refused)
	}
}

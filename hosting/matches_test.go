package hosting_test

import (
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
)

// ballGame is a game folder of one moving ball.
var ballGame = fstest.MapFS{
	"project.griff": {Data: []byte(`{"name": "Ball", "startScene": "main"}`)},
	"scenes/main.json": {Data: []byte(`{"format": 1, "entities": [
    {"id": 1, "name": "Ball", "components": {"Griff.Mover": {"velocity": [60, 0]}}}]}`)},
}

// server is a Matches over a hub, with clients that join it, stepped at
// 60 frames a second.
type server struct {
	hub     *transport.Hub
	link    *transport.MemLink
	m       *hosting.Matches
	clients []*session.Client
	events  [][]session.Event
	now     time.Duration
}

func newServer(t *testing.T, mo hosting.MatchesOptions) *server {
	lg, err := hosting.Load(ballGame, "ball")
	if err != nil {
		t.Fatal(err)
	}
	s := &server{hub: transport.NewHub()}
	s.link = s.hub.NewLink()
	mo.Transport = transport.NewServer(transport.Config{}, s.link)
	s.m = hosting.NewMatches(lg, hosting.Options{Seed: 1}, mo)
	return s
}

func (s *server) join(name string) *session.Client {
	c := session.NewClient(transport.NewClient(transport.Config{}, s.hub.NewLink(), s.link.Addr()), session.JoinConfig{Name: name})
	s.clients = append(s.clients, c)
	s.events = append(s.events, nil)
	return c
}

func (s *server) run(d time.Duration) {
	for end := s.now + d; s.now < end; {
		s.now += time.Second / 60
		for i, c := range s.clients {
			s.events[i] = append(s.events[i], c.Poll(s.now)...)
		}
		s.m.Frame(s.now, time.Second/60)
	}
}

func TestMatchesOpenEndAndReport(t *testing.T) {
	s := newServer(t, hosting.MatchesOptions{MaxMatches: 2, PlayersPerMatch: 1})
	s.run(time.Second)
	if s.m.Opened != 0 {
		t.Fatalf("%d matches opened before anyone joined", s.m.Opened)
	}
	ann, bob := s.join("ann"), s.join("bob")
	s.run(time.Second)
	games := s.m.Games()
	if s.m.Opened != 2 || games[0] == nil || games[1] == nil || games[0] == games[1] {
		t.Fatalf("ann and bob opened %d matches, want 2 games of their own", s.m.Opened)
	}
	if games[0].Clock().Tick() < 50 || games[0].Scene().Find("Ball").Transform().Position().X() == 0 {
		t.Errorf("match 0 is at tick %d with the ball not moved", games[0].Clock().Tick())
	}
	st := s.m.Status()
	for _, want := range []string{"matches 2/2", "players 2/2", "rtt 0.1:", "1.1:", "[0: tick ", "[1: tick ", "1 players"} {
		if !strings.Contains(st, want) {
			t.Errorf("status %q lacks %q", st, want)
		}
	}
	cy := s.join("cy")
	s.run(time.Second)
	if cy.ID() != 0 || !hasRefusal(s.events[2]) {
		t.Errorf("cy joined a full server as %d, events %v; want refused", cy.ID(), s.events[2])
	}
	// Ann leaves: her match ends EmptyMatchTimeout later (plus the grace of
	// a player who said they leave: none).
	ann.Leave()
	s.run(hosting.EmptyMatchTimeout - time.Second)
	if s.m.Games()[0] == nil {
		t.Fatal("ann's match ended before EmptyMatchTimeout")
	}
	s.run(2 * time.Second)
	if s.m.Games()[0] != nil || s.m.Ended != 1 {
		t.Fatalf("ann's match did not end after EmptyMatchTimeout (ended %d)", s.m.Ended)
	}
	// The server stops: bob hears it.
	s.m.Close()
	s.run(time.Second / 2)
	if !hasKind(s.events[1], session.Closed) || bob.ID() != 1 {
		t.Errorf("bob (player %d) heard %v when the server stopped, want Closed", bob.ID(), s.events[1])
	}
}

func hasRefusal(es []session.Event) bool { return hasKind(es, session.Refused) }

func hasKind(es []session.Event, k session.EventKind) bool {
	for _, e := range es {
		if e.Kind == k {
			return true
		}
	}
	return false
}

package hosting_test

import (
	"cmp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/saves"
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

// joinOther has a player of another game's commands join, whom a match's
// host refuses.
func (s *server) joinOther(name string) *session.Client {
	other := &session.Commands{}
	other.Register("Shout")
	c := session.NewClient(transport.NewClient(transport.Config{}, s.hub.NewLink(), s.link.Addr()),
		session.JoinConfig{Name: name, Commands: other})
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
	var opened []int
	s := newServer(t, hosting.MatchesOptions{MaxMatches: 2, PlayersPerMatch: 1, Opened: func(slot int) { opened = append(opened, slot) }})
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
	if !slices.Equal(opened, []int{0, 1}) {
		t.Errorf("MatchesOptions.Opened heard of slots %v, want [0 1]", opened)
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

// ender is a game system that ends its match at step At, as a game whose
// round is won would (network.Service.EndMatch).
type ender struct{ At griff.Tick }

var stepEnd = runtime.NewStep("EndTheMatch")

func (*ender) Name() string { return "Ender" }
func (e *ender) Setup(g *runtime.Game) error {
	g.AddStep(stepEnd, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if g.Clock().Tick() == e.At {
			runtime.Service[network.Service](g).EndMatch("ann won")
		}
	})
	return nil
}

// A game ends its own match: its player hears why, the match's game is
// gone and its slot serves the next player.
func TestMatchesGameEndsItsMatch(t *testing.T) {
	lg, err := hosting.Load(ballGame, "ball")
	if err != nil {
		t.Fatal(err)
	}
	s := &server{hub: transport.NewHub()}
	s.link = s.hub.NewLink()
	s.m = hosting.NewMatches(lg, hosting.Options{Seed: 1, Systems: []runtime.System{&ender{At: 120}}},
		hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, s.link), MaxMatches: 1, PlayersPerMatch: 2})
	ann := s.join("ann")
	s.run(time.Second)
	if s.m.Opened != 1 || s.m.Games()[0] == nil || ann.ID() != 1 {
		t.Fatalf("ann is player %d after %d opens, want player 1 of the match", ann.ID(), s.m.Opened)
	}
	s.run(2 * time.Second) // the match reaches step 120 at 2 s
	why := ""
	for _, e := range s.events[0] {
		if e.Kind == session.Closed {
			why = string(e.Data)
		}
	}
	if why != "ann won" || s.m.Games()[0] != nil || s.m.Ended != 1 {
		t.Fatalf("ann heard the match close because %q; match 0 gone %v, ended %d; want \"ann won\", gone, 1",
			why, s.m.Games()[0] == nil, s.m.Ended)
	}
	if ended, reason := ann.Ended(); !ended || reason != "ann won" {
		t.Errorf("ann's client says ended %v, %q", ended, reason)
	}
	bob := s.join("bob")
	s.run(time.Second / 2)
	if s.m.Opened != 2 || s.m.Games()[0] == nil || bob.ID() != 1 {
		t.Errorf("bob is player %d after %d opens, want player 1 of a new match in the freed slot", bob.ID(), s.m.Opened)
	}
}

// staller makes the first match to reach step At take 10 s (or Took) of
// the test's wall clock for that step, and Busy of its CPU clock (cpu, if
// not nil).
type staller struct {
	At        griff.Tick
	Took      time.Duration
	Busy      time.Duration
	wall, cpu *time.Duration
	done      bool
}

var stepStall = runtime.NewStep("Stall")

func (*staller) Name() string { return "Staller" }
func (s *staller) Setup(g *runtime.Game) error {
	g.AddStep(stepStall, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if g.Clock().Tick() == s.At && !s.done {
			s.done = true
			*s.wall += cmp.Or(s.Took, 10*time.Second)
			if s.cpu != nil {
				*s.cpu += s.Busy
			}
		}
	})
	return nil
}

// A match whose frame takes over StallLimit of wall time is reported and
// ended, its player told why; the other match plays on.
func TestMatchesEndAStalledMatch(t *testing.T) {
	lg, err := hosting.Load(ballGame, "ball")
	if err != nil {
		t.Fatal(err)
	}
	var wall, cpu time.Duration
	var reports []string
	s := &server{hub: transport.NewHub()}
	s.link = s.hub.NewLink()
	s.m = hosting.NewMatches(lg, hosting.Options{Seed: 1, Systems: []runtime.System{&staller{At: 60, Busy: 10 * time.Second, wall: &wall, cpu: &cpu}}},
		hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, s.link), MaxMatches: 2, PlayersPerMatch: 1,
			StallLimit: 2 * time.Second, Clock: func() time.Duration { return wall }, CPUClock: func() time.Duration { return cpu },
			Report: func(r string) { reports = append(reports, r) }})
	s.join("ann")
	s.run(500 * time.Millisecond)
	s.join("bob")
	s.run(time.Second) // match 0 reaches step 60 first
	if len(reports) != 1 || !strings.Contains(reports[0], "match 0: stalled") || s.m.Games()[0] != nil {
		t.Fatalf("reports %q, match 0 still there %v; want match 0 reported stalled and ended", reports, s.m.Games()[0] != nil)
	}
	s.run(time.Second / 2)
	why := ""
	for _, e := range s.events[0] {
		if e.Kind == session.Closed {
			why = string(e.Data)
		}
	}
	if !strings.Contains(why, "stalled") {
		t.Errorf("ann heard the match close because %q, want it stalled", why)
	}
	g1 := s.m.Games()[1]
	if g1 == nil {
		t.Fatal("bob's match ended with the stalled one")
	}
	before := g1.Clock().Tick()
	s.run(time.Second)
	if after := g1.Clock().Tick(); after-before < 60 || s.m.Games()[1] != g1 {
		t.Errorf("bob's match went from step %d to %d in a second after the stall, want 60 steps on (61 frames of 1/60 s fit a second)", before, after)
	}
}

// Each match keeps its save games in the server's store under its slot's
// prefix: two matches saving the same slot name write two saves.
func TestMatchesKeepSaveGamesApart(t *testing.T) {
	lg, err := hosting.Load(ballGame, "ball")
	if err != nil {
		t.Fatal(err)
	}
	store := new(saves.MemoryStore)
	s := &server{hub: transport.NewHub()}
	s.link = s.hub.NewLink()
	s.m = hosting.NewMatches(lg, hosting.Options{Seed: 1, Saves: store},
		hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, s.link), MaxMatches: 2, PlayersPerMatch: 1})
	s.join("ann")
	s.join("bob")
	s.run(time.Second)
	for slot, g := range s.m.Games() {
		if g == nil {
			t.Fatalf("match %d was not opened", slot)
		}
		if err := runtime.Service[saves.Saves](g).Save("autosave"); err != nil {
			t.Fatal(err)
		}
	}
	s.run(time.Second / 2)
	for _, g := range s.m.Games() { // the saves are written on the saves system's own goroutine
		if sys, ok := runtime.Service[saves.Saves](g).(*saves.System); ok {
			if err := sys.Flush(g); err != nil {
				t.Fatal(err)
			}
		}
	}
	names, err := store.List()
	if err != nil || !slices.Equal(names, []string{"match0.autosave", "match1.autosave"}) {
		t.Errorf("the server's store holds %q (%v), want one autosave a match", names, err)
	}
}

// A connection a match's host refused (another game's commands) is not
// counted among the match's players in the status line while the host
// holds it (session.RefuseLinger), and its place is free after.
func TestMatchesStatusCountsPlayersNotRefusals(t *testing.T) {
	s := newServer(t, hosting.MatchesOptions{MaxMatches: 1, PlayersPerMatch: 2})
	s.join("ann")
	s.run(time.Second)
	s.joinOther("odd")
	s.run(session.RefuseLinger / 2)
	if !hasRefusal(s.events[1]) {
		t.Fatalf("a player of other commands was not refused: %v", s.events[1])
	}
	if st := s.m.Status(); !strings.Contains(st, "players 1/1") || !strings.Contains(st, ", 1 players,") {
		t.Errorf("status %q, want ann alone counted (players 1/1, 1 players in match 0)", st)
	}
	s.run(session.RefuseLinger)
	bob := s.join("bob")
	s.run(time.Second)
	if bob.ID() == 0 {
		t.Errorf("bob was refused (events %v) after the refused connection was let go", s.events[2])
	}
}

// A connection a match's host refused takes no place while the host holds
// it (session.RefuseLinger): a player joining meanwhile gets the place
// (tester5's find: bob was told the server was full).
func TestRefusedConnectionTakesNoPlace(t *testing.T) {
	s := newServer(t, hosting.MatchesOptions{MaxMatches: 1, PlayersPerMatch: 2})
	s.join("ann")
	s.run(time.Second)
	for range 3 {
		s.joinOther("odd")
	}
	s.run(session.RefuseLinger / 4)
	bob := s.join("bob")
	s.run(time.Second)
	if bob.ID() == 0 {
		t.Errorf("bob was refused (%v) while three refused connections were held; status %q", s.events[len(s.events)-1], s.m.Status())
	}
}

// A frame over StallLimit (the default, 5 s) ends its match only if the
// server's process ran for a good share of it (StallCPUShare): a step busy
// for 6 s is a stall; a 12 s pause of the whole process (SIGSTOP, a
// suspended VM) inside a frame, which used no CPU meanwhile, is not: the
// match goes on and its player stays.
func TestMatchesPausedFrameIsNotAStall(t *testing.T) {
	lg, err := hosting.Load(ballGame, "ball")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name       string
		took, busy time.Duration
		ends       bool
		said       string
	}{
		{"paused 12 s", 12 * time.Second, 2 * time.Millisecond, false, "match 0: a frame took 12s of wall time but 2ms of CPU time: the process was paused"},
		{"busy 6 s", 6 * time.Second, 6 * time.Second, true, "match 0: stalled: a frame took 6s of wall time and 6s of CPU time (limit 5s)"},
		{"busy 2 s of 8 s", 8 * time.Second, 2 * time.Second, true, "match 0: stalled: a frame took 8s of wall time and 2s of CPU time"},
	} {
		var wall, cpu time.Duration
		var reports []string
		s := &server{hub: transport.NewHub()}
		s.link = s.hub.NewLink()
		s.m = hosting.NewMatches(lg, hosting.Options{Seed: 1, Systems: []runtime.System{&staller{At: 60, Took: tc.took, Busy: tc.busy, wall: &wall, cpu: &cpu}}},
			hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, s.link), PlayersPerMatch: 1,
				Clock: func() time.Duration { return wall }, CPUClock: func() time.Duration { return cpu },
				Report: func(r string) { reports = append(reports, r) }})
		s.join("ann")
		s.run(2 * time.Second) // past step 60
		ended := s.m.Games()[0] == nil
		if ended != tc.ends || len(reports) != 1 || !strings.HasPrefix(reports[0], tc.said) {
			t.Errorf("%s: match ended %v, reports %q; want ended %v, said %q", tc.name, ended, reports, tc.ends, tc.said)
		}
		if st := s.m.Status(); !tc.ends && !strings.Contains(st, "players 1/1") {
			t.Errorf("%s: status %q, want ann still playing", tc.name, st)
		}
		s.m.Close()
	}
}

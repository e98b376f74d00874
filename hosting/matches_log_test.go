package hosting_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
)

// dial has a player join s over a transport of their own, returned so the
// test can cut it.
func (s *server) dial(cfg session.JoinConfig) (*session.Client, *transport.Client) {
	tr := transport.NewClient(transport.Config{}, s.hub.NewLink(), s.link.Addr())
	c := session.NewClient(tr, cfg)
	s.clients = append(s.clients, c)
	s.events = append(s.events, nil)
	return c, tr
}

// logged returns the lines of log that contain part, and empties log.
func logged(log *[]string, part string) []string {
	var out []string
	for _, l := range *log {
		if strings.Contains(l, part) {
			out = append(out, l)
		}
	}
	*log = nil
	return out
}

// The server's log (MatchesOptions.Log) says a line when a player loses
// their connection, comes back, leaves, or does not come back within the
// grace period.
func TestMatchesLogPlayers(t *testing.T) {
	var log []string
	s := newServer(t, hosting.MatchesOptions{MaxMatches: 1, PlayersPerMatch: 2, Log: func(l string) { log = append(log, l) }})
	defer s.m.Close()
	ann, annT := s.dial(session.JoinConfig{Name: "ann"})
	_, bobT := s.dial(session.JoinConfig{Name: "bob"})
	s.run(time.Second)
	if len(log) != 0 || ann.ID() != 1 {
		t.Fatalf("ann is player %d; after joining the log says %q, want nothing", ann.ID(), log)
	}
	for _, step := range []struct {
		do   func()
		run  time.Duration
		want []string
	}{
		{func() { annT.Close() }, time.Second / 2, []string{`match 0: player 1 ("ann") lost their connection; their place is kept for 30s`}},
		{func() { s.dial(session.JoinConfig{Name: "ann", Player: 1, Token: ann.Token()}) }, time.Second / 2, []string{`match 0: player 1 ("ann") came back`}},
		{func() { s.clients[len(s.clients)-1].Leave() }, time.Second / 2, []string{`match 0: player 1 left`}},
		{func() { bobT.Close() }, 31 * time.Second, []string{`match 0: player 2 ("bob") lost their connection; their place is kept for 30s`,
			`match 0: player 2 did not come back within 30s; their place is free`}},
	} {
		step.do()
		s.run(step.run)
		if got := fmt.Sprintf("%q", log); got != fmt.Sprintf("%q", step.want) {
			t.Errorf("the log says %s, want %q", got, step.want)
		}
		log = nil
	}
}

// Seven players dropping at once give MaxLogLines (5) lines, then one that
// counts the two not written.
func TestMatchesLogNoFloodOfPlayers(t *testing.T) {
	var log []string
	s := newServer(t, hosting.MatchesOptions{MaxMatches: 1, PlayersPerMatch: 7, Log: func(l string) { log = append(log, l) }})
	defer s.m.Close()
	var cut []*transport.Client
	for i := range 7 {
		_, tr := s.dial(session.JoinConfig{Name: fmt.Sprint("p", i)})
		cut = append(cut, tr)
	}
	s.run(time.Second)
	for _, tr := range cut {
		tr.Close()
	}
	s.run(2 * time.Second)
	all := fmt.Sprintf("%q", log)
	lines := len(log)
	lost := len(logged(&log, "lost their connection"))
	if lost != hosting.MaxLogLines || lines != lost+1 || !strings.Contains(all, "server: 2 more player events in the last second not written") {
		t.Errorf("the log says %s; want %d lines of a player who lost their connection, then one of 2 more", all, hosting.MaxLogLines)
	}
}

// Returns with tokens no match keeps are refused by the lobby: the log
// says so at once, then at most once a second with how many, never a line
// each (2,000 bad returns).
func TestMatchesLogRefusals(t *testing.T) {
	var log []string
	s := newServer(t, hosting.MatchesOptions{MaxMatches: 1, PlayersPerMatch: 4, Log: func(l string) { log = append(log, l) }})
	defer s.m.Close()
	s.join("real")
	s.run(time.Second)
	s.dial(session.JoinConfig{Name: "eve", Player: 1, Token: 12345})
	s.run(time.Second / 2)
	if got := logged(&log, ""); len(got) != 1 || !strings.HasPrefix(got[0], "server: refused 1 connections (1 since the start): ") {
		t.Fatalf("one bad return: the log says %q, want one line of 1 refused", got)
	}
	start := s.now
	for k := 0; k < 2000; k += 50 { // 50 a half second: the transport holds 256 peers, a refused one for 2 s
		for j := range 50 {
			s.dial(session.JoinConfig{Name: "eve", Player: 1, Token: uint64(k + j + 2)})
		}
		s.run(time.Second / 2)
		s.clients, s.events = s.clients[:1], s.events[:1]
	}
	s.run(2 * time.Second)
	secs := int((s.now-start)/time.Second) + 1
	got := logged(&log, "")
	if len(got) == 0 || len(got) > secs || !strings.Contains(got[len(got)-1], "(2001 since the start)") {
		t.Errorf("2,000 bad returns in %d s: the log says %d lines, last %q; want at most one a second, the last counting 2001", secs, len(got), got[len(got)-1:])
	}
}

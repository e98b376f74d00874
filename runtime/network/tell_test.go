package network_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// problemsWith returns the problems of g whose message contains s.
func problemsWith(g *runtime.Game, s string) []scenes.Problem {
	var out []scenes.Problem
	for _, p := range g.Problems().List() {
		if strings.Contains(p.Message, s) {
			out = append(out, p)
		}
	}
	return out
}

// TestPlayerIsToldNoServerAnswers: a player joining an address where no
// server listens says so once, after NoAnswerAfter of steps, not before.
func TestPlayerIsToldNoServerAnswers(t *testing.T) {
	hub := transport.NewHub()
	nobody := hub.NewLink() // an address that never answers
	player := newMachine(t, network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), nobody.Addr())}, nil)
	steps := int(network.NoAnswerAfter / player.g.Clock().StepDuration())
	for range steps - 1 {
		player.g.Step()
	}
	if got := problemsWith(player.g, "no answer from the server"); len(got) != 0 {
		t.Fatalf("told before %v: %v", network.NoAnswerAfter, got)
	}
	for range steps {
		player.g.Step()
	}
	if got := problemsWith(player.g, "no answer from the server"); len(got) != 1 {
		t.Errorf("after %d steps the problem log says no answer %d times, want once: %v", 2*steps-1, len(got), player.g.Problems().List())
	}
}

// TestPlayerIsToldTheSessionEnded: when the host ends the match, the
// player's problem log says so once, as an error with the host's reason,
// and a connected player is never told that no server answers.
func TestPlayerIsToldTheSessionEnded(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, link)}, nil)
	player := newMachine(t, network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())}, nil)
	for range 400 {
		player.g.Step()
		host.g.Step()
	}
	if got := problemsWith(player.g, "network:"); len(got) != 0 {
		t.Fatalf("a connected player was told %v", got)
	}
	runtime.Service[network.Service](host.g).EndMatch("blue team won")
	for range 60 {
		player.g.Step()
		host.g.Step()
	}
	got := problemsWith(player.g, "the server ended the session: blue team won")
	if len(got) != 1 || got[0].Severity != scenes.SeverityError {
		t.Errorf("the player's problem log after the host ended the match: %v, want one error with the reason", player.g.Problems().List())
	}
}

package network_test

import (
	"encoding/binary"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/net/session"
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

// The host says in its problem log that it refused a player of another
// build: one whose hello counts component types that are not the host's.
func TestHostToldOtherBuild(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, link)}, nil)
	tr := transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())
	// A rollback player's hello with its last 17 bytes, the commands'
	// digest (0) and 0 types with their digest, made those of the host's
	// empty command table (FNV-1a 64 of nothing) and 1 type of another
	// digest.
	hello := session.AppendHello(nil, "other")
	hello = binary.LittleEndian.AppendUint64(hello[:len(hello)-17], 0xcbf29ce484222325)
	hello = append(hello, 1, 1, 2, 3, 4, 5, 6, 7, 8)
	heard := false
	for i := range 60 {
		now := time.Duration(i+1) * time.Second / 60
		for _, e := range tr.Poll(now, nil) {
			switch {
			case e.Kind == transport.Connected:
				tr.Send(transport.ServerPeer, transport.ReliableOrdered, hello)
			case e.Kind == transport.Message:
				heard = true // the refusal, with the host's types
			}
		}
		host.g.Step()
	}
	var warned []string
	for _, p := range host.g.Problems().List() {
		warned = append(warned, p.Message)
	}
	if len(warned) != 1 || !strings.Contains(warned[0], `refused "other" (connection 1): their build differs from this game's`) {
		t.Errorf("the host's problem log has %q, want the refusal of other's build", warned)
	}
	if !heard {
		t.Error("the player heard nothing from the host")
	}
}

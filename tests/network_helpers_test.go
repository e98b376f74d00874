package tests

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// hubRelay is a dedicated server's RollbackRelay on an in-memory hub, with
// what it reports (desyncs) kept; its players join over a link conditioner
// of bad conditions.
type hubRelay struct {
	hub     *transport.Hub
	sl      *transport.MemLink
	bad     transport.Conditions
	relay   *network.RollbackRelay
	reports []string
}

// newHubRelay returns a relay of a match of players on a new hub.
func newHubRelay(players int, bad transport.Conditions) *hubRelay {
	h := &hubRelay{hub: transport.NewHub(), bad: bad}
	h.sl = h.hub.NewLink()
	h.relay = network.NewRollbackRelay(transport.NewServer(transport.Config{}, h.sl), players, func(s string) { h.reports = append(h.reports, s) })
	return h
}

// join returns a player's client transport (its conditioner drawing from a
// Rand of seed) and its link, asking the relay for a seat as name.
func (h *hubRelay) join(name string, seed uint64) (transport.Transport, *network.TransportLink) {
	c := transport.NewClient(transport.Config{}, transport.NewConditioner(h.hub.NewLink(), h.bad, griff.NewRand(seed)), h.sl.Addr())
	l := network.NewRollbackLink(c, false)
	l.Join(name)
	return c, l
}

// benchResimulate measures one rollback of g's game n steps deep at step
// at: after playing to at (a Timeline record before each step), each
// iteration puts the game back n steps through the Timeline and
// re-simulates them (a record and a step each), as a Rollback does.
func benchResimulate(b *testing.B, g *runtime.Game, at, n int) {
	b.Helper()
	tl := runtime.NewTimeline(g, 1)
	for range at {
		if err := tl.Record(); err != nil {
			b.Fatal(err)
		}
		g.Step()
	}
	now := g.Clock().Tick()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := tl.Rewind(now - griff.Tick(n)); err != nil {
			b.Fatal(err)
		}
		g.SetResimulating(true)
		for g.Clock().Tick() < now {
			if err := tl.Record(); err != nil {
				b.Fatal(err)
			}
			g.Step()
		}
		g.SetResimulating(false)
	}
}

// resimulateDepths are the rollback depths benchResimulate is run at, by
// sub-benchmark name.
var resimulateDepths = []struct {
	name string
	n    int
}{{"1step", 1}, {"8steps", 8}, {"16steps", 16}}

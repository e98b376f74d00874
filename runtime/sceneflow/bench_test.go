package sceneflow_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/sceneflow"
)

// bigTown returns a remembered scene of n entities with a sprite each (as a
// level's decorations are), and a small scene to leave it for.
func bigTown(n int) sceneMap {
	var b strings.Builder
	fmt.Fprintf(&b, `{"format":1,"nextId":%d,"entities":[{"id":1,"name":"Memory","components":{"Griff.Remember":{}}}`, n+2)
	for i := range n {
		fmt.Fprintf(&b, `,{"id":%d,"name":"Thing%d","transform":{"position":[%d,%d]},"components":{"Griff.Sprite":{"image":"thing.png"}}}`, i+2, i, i%100, i/100)
	}
	b.WriteString("]}")
	return sceneMap{"town": b.String(), "field": `{"format":1,"nextId":1,"entities":[]}`}
}

func bigGame(tb testing.TB, n int) *runtime.Game {
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{Scenes: bigTown(n), StartScene: "town"})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// BenchmarkRememberedRoundTrip_1k leaves a remembered scene of 1,000
// entities and comes back to it: the scene written to its snapshot, then
// read back and reattached (two steps, the rest of each step included). It
// reports the bytes kept per entity.
func BenchmarkRememberedRoundTrip_1k(b *testing.B) {
	g := bigGame(b, 1000)
	g.Step()
	kept := 0
	for b.Loop() {
		sceneflow.Of(g).Change("field")
		g.Step()
		data, err := g.Snapshot(nil)
		if err != nil {
			b.Fatal(err)
		}
		kept = len(data)
		sceneflow.Of(g).Change("town")
		g.Step()
	}
	empty, _ := bigGame(b, 0).Snapshot(nil)
	b.ReportMetric(float64(kept-len(empty))/1001, "B/entity")
}

// TestRememberedBytesPerEntity pins the memory a remembered scene takes: a
// scene of 1,000 sprites is kept in under 400 bytes an entity (308 when
// measured; the package documentation gives it), about what the scene takes
// in a snapshot while it is played.
func TestRememberedBytesPerEntity(t *testing.T) {
	g := bigGame(t, 1000)
	g.Step()
	before, _ := g.Snapshot(nil)
	sceneflow.Of(g).Change("field")
	g.Step()
	after, _ := g.Snapshot(nil)
	// The snapshot held the town; now it holds the field and the town kept.
	perEntity := float64(len(after)) / 1001
	t.Logf("town in the snapshot: %d bytes; field with the town kept: %d bytes (%.0f bytes an entity)", len(before), len(after), perEntity)
	if perEntity > 400 || len(after) < len(before) {
		t.Errorf("the kept town takes %.0f bytes an entity (snapshot %d bytes, %d before), want under 400 and about as much as playing it", perEntity, len(after), len(before))
	}
}

// TestCoverAllocatesNothing: drawing a transition's cover each frame makes
// no garbage, nor does a snapshot with a remembered scene into a buffer large
// enough.
func TestCoverAllocatesNothing(t *testing.T) {
	g, _ := play(t, "town", nil)
	g.Step()
	sceneflow.Of(g).Go(sceneflow.Change{Scene: "field", Transition: sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 1}})
	for range 40 {
		g.Step()
	}
	sf := sceneflow.Of(g)
	if n := testing.AllocsPerRun(100, func() { sf.Cover(0.5) }); n != 0 {
		t.Errorf("Cover makes %v allocations, want 0", n)
	}
	buf, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(20, func() { buf, _ = g.Snapshot(buf[:0]) }); n != 0 {
		t.Errorf("a snapshot with a remembered scene makes %v allocations, want 0", n)
	}
}

package scripts_test

import (
	"testing"

	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/runtime/saves"
)

// The benchmark of a whole game's save and load with 1,000 arcs
// (manyGame: 200 entities, 997 arcs, arcs sharing Rand streams), as the
// saves service does it: BenchmarkGameSave_1kArcs takes the game's snapshot
// and encodes the save file; BenchmarkGameLoad_1kArcs decodes the file and
// restores the same game from it (in place: the game holds the save's
// entities). The arc load the issue measured before snapshots
// (Scripts.Load through JSON, 28-45 ms, 80 allocations an arc) is
// BenchmarkScriptsLoad_1k.

func BenchmarkGameSave_1kArcs(b *testing.B) {
	g := snapshotGame(b)
	var snap, file []byte
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		var err error
		if snap, err = g.Snapshot(snap[:0]); err != nil {
			b.Fatal(err)
		}
		file = saves.Encode(file[:0], saves.Header{Game: "bench"}, snap)
	}
	b.ReportMetric(float64(len(file)), "bytes/save")
}

func BenchmarkGameLoad_1kArcs(b *testing.B) {
	g := snapshotGame(b)
	snap, err := g.Snapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	file := saves.Encode(nil, saves.Header{Game: "bench"}, snap)
	play(g, 30)
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		_, data, err := saves.Decode(file)
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Restore(data); err != nil {
			b.Fatal(err)
		}
	}
}

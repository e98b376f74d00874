package saves_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// nullStore is a store that keeps nothing, so a benchmark times the game's side.
type nullStore struct{ saves.MemoryStore }

func (*nullStore) Write(string, []byte) error { return nil }

// BenchmarkSaveBoundary_N is what a save of an N-byte snapshot costs the
// game's goroutine at the step boundary: the header, the copy the writer
// owns, the hand-over (the snapshot itself is the snapshot core's cost).
func BenchmarkSaveBoundary(b *testing.B) {
	for _, size := range []int{4 << 10, 256 << 10, 4 << 20} {
		b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
			snap := make([]byte, size)
			sys := saves.NewSystem(saves.Options{Store: &nullStore{}, Game: "bench", Engine: "bench",
				Snapshot: func(_ *runtime.Game, buf []byte) ([]byte, error) { return append(buf, snap...), nil },
				Restore:  func(*runtime.Game, []byte) error { return nil }})
			g, err := runtime.NewGame(runtime.Options{}, sys)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(size))
			for b.Loop() {
				sys.Save("bench")
				sys.Between(g)
			}
			sys.Flush(g)
		})
	}
}

func BenchmarkDecode_256KiB(b *testing.B) {
	data := saves.Encode(nil, saves.Header{Game: "bench"}, make([]byte, 256<<10))
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, _, err := saves.Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

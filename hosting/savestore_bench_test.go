package hosting_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/saves"
)

// BenchmarkFolderStoreWrite_N writes a save file of N bytes atomically
// (temporary file, fsync, rename, fsync of the folder): the writer
// goroutine's cost per save, which the game never waits for.
func BenchmarkFolderStoreWrite(b *testing.B) {
	for _, size := range []int{4 << 10, 256 << 10, 4 << 20} {
		b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
			store, err := hosting.NewFolderStore(b.TempDir())
			if err != nil {
				b.Fatal(err)
			}
			data := saves.Encode(nil, saves.Header{Game: "bench"}, make([]byte, size))
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if err := store.Write("bench", data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkFolderStoreRead_N reads and checks a save file of N bytes: what a
// load costs the game's goroutine before the restore.
func BenchmarkFolderStoreRead(b *testing.B) {
	for _, size := range []int{4 << 10, 256 << 10, 4 << 20} {
		b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
			store, _ := hosting.NewFolderStore(b.TempDir())
			store.Write("bench", saves.Encode(nil, saves.Header{Game: "bench"}, make([]byte, size)))
			b.SetBytes(int64(size))
			for b.Loop() {
				data, err := store.Read("bench")
				if err != nil {
					b.Fatal(err)
				}
				if _, _, err := saves.Decode(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

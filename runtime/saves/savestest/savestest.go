// Package savestest has what tests of save games need: a stand-in for the
// game snapshot (StandInSnapshot, StandInRestore) until runtime.Game's own
// Snapshot and Restore are wired in, and stores that fail or wait on purpose.
// It is for tests only: the stand-in snapshot is not a game's whole state
// and must never be shipped as a save format.
package savestest

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// standInLen is the size of a stand-in snapshot: tick, Rand state, fingerprint.
const standInLen = 8 + 16 + 64

// StandInSnapshot is a test stand-in for runtime.Game.Snapshot: it appends
// to buf something real but small of g's state, the clock's tick (8 bytes),
// the game's Rand state (16 bytes) and the state digest's fingerprint (64 hex
// digits). It never fails.
func StandInSnapshot(g *runtime.Game, buf []byte) ([]byte, error) {
	buf = binary.LittleEndian.AppendUint64(buf, uint64(g.Clock().Tick()))
	buf = append(buf, g.Rand().State()...)
	return append(buf, g.Fingerprint()...), nil
}

// StandInRestore is a test stand-in for runtime.Game.Restore: of what
// StandInSnapshot took it restores what can be restored from outside the
// core, the game's Rand. It returns an error, with g unchanged, if data is not
// the size StandInSnapshot makes.
func StandInRestore(g *runtime.Game, data []byte) error {
	if len(data) != standInLen {
		return fmt.Errorf("savestest: a stand-in snapshot is %d bytes, got %d", standInLen, len(data))
	}
	return g.Rand().Restore(data[8:24])
}

// StandInTick returns the tick a stand-in snapshot was taken at.
func StandInTick(data []byte) uint64 {
	if len(data) < 8 {
		return 0
	}
	return binary.LittleEndian.Uint64(data)
}

// Options returns saves options with store, game and content and the
// stand-in snapshot.
func Options(store saves.Store, game, content string) saves.Options {
	return saves.Options{Store: store, Game: game, Content: content,
		Snapshot: StandInSnapshot, Restore: StandInRestore, Engine: "test"}
}

// ErrFailing is the error a FailingStore's writes return.
var ErrFailing = errors.New("savestest: the disk is full (a store failing on purpose)")

// FailingStore is a MemoryStore whose writes fail (with ErrFailing, storing
// nothing) while Fail is set. Set Fail only while no write runs (after
// System.Flush).
type FailingStore struct {
	saves.MemoryStore
	Fail bool
}

// Write fails while Fail is set; otherwise it stores data.
func (f *FailingStore) Write(name string, data []byte) error {
	if f.Fail {
		return ErrFailing
	}
	return f.MemoryStore.Write(name, data)
}

// GatedStore is a MemoryStore whose writes wait until Open is called: a slow
// disk. Started receives the name of each write as it starts waiting. Make it
// with NewGatedStore.
type GatedStore struct {
	saves.MemoryStore
	Started chan string
	gate    chan struct{}
	once    sync.Once
	mu      sync.Mutex
	written []string
}

// NewGatedStore returns a closed GatedStore; Started holds up to 16 names.
func NewGatedStore() *GatedStore {
	return &GatedStore{Started: make(chan string, 16), gate: make(chan struct{})}
}

// Open lets every write through, now and later.
func (s *GatedStore) Open() { s.once.Do(func() { close(s.gate) }) }

// Write waits for Open, then stores data.
func (s *GatedStore) Write(name string, data []byte) error {
	s.Started <- name
	<-s.gate
	s.mu.Lock()
	s.written = append(s.written, name)
	s.mu.Unlock()
	return s.MemoryStore.Write(name, data)
}

// Written returns the names written so far, in order.
func (s *GatedStore) Written() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.written)
}

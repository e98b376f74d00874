package session

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Limits a snapshot reader holds a host to, so a forged message cannot make
// a player allocate much.
const (
	// MaxRecords is the most entity records one snapshot may hold.
	MaxRecords = 1 << 16
	// MaxRecordSize is the largest entity record, in bytes.
	MaxRecordSize = 1 << 20
	// MaxHeadSize is the largest snapshot head, in bytes.
	MaxHeadSize = 1 << 16
)

// Frame is what one player may see of the host's state at one step: a head
// (the scene's part before its entity records, see
// [scenes.Scene.AppendSnapshotHead]) and the network records of the visible
// entities in hierarchy order (see [scenes.Entity.AppendNetRecord]), each
// keyed by its entity id. The session sends frames as deltas; a frame's bytes
// ([Frame.AppendTo]) are the same on the host and on every player that
// rebuilt it. The zero value is an empty frame; Reset keeps the memory.
type Frame struct {
	// Step is the host's step the frame was taken at.
	Step    griff.Tick
	head    []byte
	ids     []scenes.EntityID
	data    []byte  // the records, one after another
	ends    []int32 // where each record ends in data
	idx     map[scenes.EntityID]int32
	indexed bool // idx holds every id
}

// Reset empties f for step, keeping its memory.
func (f *Frame) Reset(step griff.Tick) {
	f.Step = step
	f.head = f.head[:0]
	f.ids = f.ids[:0]
	f.data = f.data[:0]
	f.ends = f.ends[:0]
	f.indexed = false
}

// SetHead sets the frame's head to a copy of head.
func (f *Frame) SetHead(head []byte) { f.head = append(f.head[:0], head...) }

// Head returns the frame's head; it is valid until the frame changes.
func (f *Frame) Head() []byte { return f.head }

// Add appends a copy of the record of entity id. Ids must be unique in a
// frame; Add panics if id is already in it.
func (f *Frame) Add(id scenes.EntityID, rec []byte) {
	if _, ok := f.find(id); ok {
		panic(fmt.Sprintf("session: entity %d added to a frame twice", id))
	}
	f.ids = append(f.ids, id)
	f.data = append(f.data, rec...)
	f.ends = append(f.ends, int32(len(f.data)))
	if f.indexed {
		f.idx[id] = int32(len(f.ids) - 1)
	}
}

// Len returns the number of records.
func (f *Frame) Len() int { return len(f.ids) }

// ID returns the entity id of record i.
func (f *Frame) ID(i int) scenes.EntityID { return f.ids[i] }

// Record returns record i; it is valid until the frame changes.
func (f *Frame) Record(i int) []byte {
	start := int32(0)
	if i > 0 {
		start = f.ends[i-1]
	}
	return f.data[start:f.ends[i]:f.ends[i]]
}

// AppendTo appends the frame's bytes, the head and then each record, to buf.
func (f *Frame) AppendTo(buf []byte) []byte {
	buf = append(buf, f.head...)
	return append(buf, f.data...)
}

// Fingerprint returns the SHA-256 of the frame's bytes ([Frame.AppendTo])
// as 64 hex digits: the fingerprint of the host's state at Step as a player
// may see it. The host computes it of the frame it builds
// ([AppendVisible]) and a player of the frame it rebuilt from deltas; the
// two are equal exactly when the player holds the host's state. It is not
// runtime.Game.Fingerprint, which hashes a whole game's state (systems,
// physics, what is not sent) and which only a machine that simulates the
// game (the host, or every machine in rollback mode) can compute. It
// allocates the bytes and the digits.
func (f *Frame) Fingerprint() string {
	h := sha256.New()
	h.Write(f.head)
	h.Write(f.data)
	return hex.EncodeToString(h.Sum(nil))
}

// Find returns the index of entity id's record, and whether f has one.
func (f *Frame) Find(id scenes.EntityID) (int, bool) { return f.find(id) }

// CopyFrom makes f a copy of g.
func (f *Frame) CopyFrom(g *Frame) {
	f.Step = g.Step
	f.head = append(f.head[:0], g.head...)
	f.ids = append(f.ids[:0], g.ids...)
	f.data = append(f.data[:0], g.data...)
	f.ends = append(f.ends[:0], g.ends...)
	f.indexed = false
}

// find returns the index of id's record.
func (f *Frame) find(id scenes.EntityID) (int, bool) {
	if !f.indexed {
		if f.idx == nil {
			f.idx = make(map[scenes.EntityID]int32, len(f.ids))
		}
		clear(f.idx)
		for i, x := range f.ids {
			f.idx[x] = int32(i)
		}
		f.indexed = true
	}
	i, ok := f.idx[id]
	return int(i), ok
}

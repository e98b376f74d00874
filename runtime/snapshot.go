package runtime

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// Snapshotter is an optional interface of a System whose state a snapshot must
// hold beyond the scene (its own fields; caches it can rebuild are not state).
type Snapshotter interface {
	// AppendSnapshot appends the system's state to buf and returns the extended buffer.
	AppendSnapshot(buf []byte) ([]byte, error)
	// RestoreSnapshot puts back the state AppendSnapshot wrote. Game.Restore calls it
	// after the clock, the Rand and the scene are back, for each system in setup order.
	RestoreSnapshot(data []byte) error
}

// Restorer is an optional interface of a System that keeps, between steps,
// something that is not state yet follows the scene: a text it last formatted
// and the key it formatted it for, a view worked out for the hero's cell, the
// player's settings shown in widgets. After a restore such a cache may hold the
// later moment's key while the scene holds the earlier moment's text, so a
// system drops it in Restored, once, where the restore happens, instead of
// checking Game.Restores every step. Game.Restore (and so a Timeline's Rewind,
// a saved game's load, a rollback) calls Restored after the scene is back and
// every Snapshotter's RestoreSnapshot ran, for each Restorer system in setup
// order; a restore that fails leaves the game as it was and calls none.
type Restorer interface {
	Restored(g *Game)
}

// SnapshotMagic is the first 8 bytes of every snapshot.
const SnapshotMagic = "GRIFSNAP"

// SnapshotVersion is the version of the snapshot format this build writes and
// reads; a snapshot of another version is refused.
// Version 2 added the list of component types after their digest.
const SnapshotVersion = 2

// snapUnchecked, set in the version field, marks a snapshot written with
// SnapshotOptions.NoChecksum: its last 4 bytes are 0, not a check sum.
const snapUnchecked = 1 << 31

// crcTable is the CRC-32C table of a snapshot's check sum (hardware-assisted on
// amd64 and arm64).
var crcTable = crc32.MakeTable(crc32.Castagnoli)

// Snapshot appends the game's whole state to buf and returns the extended
// buffer: the clock, the random stream, the input state, the scene and every
// Snapshotter system's state (the format is in the package documentation).
// Take it at a step boundary: it returns an error if called from inside a step,
// if spawns or destroys asked for outside a step are still pending (they hold
// code, which a snapshot cannot), if a component holds a value a snapshot
// cannot (an interface field), or if a system's AppendSnapshot fails. With a buf
// large enough it makes no allocation.
func (g *Game) Snapshot(buf []byte) ([]byte, error) {
	return g.SnapshotWith(buf, SnapshotOptions{})
}

// SnapshotOptions are the choices of Game.SnapshotWith. The zero value is what
// Game.Snapshot writes.
type SnapshotOptions struct {
	// NoChecksum leaves out the CRC-32C over the snapshot (its 4 bytes are 0
	// and a flag in the version field says so), which saves about a tenth of
	// a snapshot's time on the built-in game. Use it only for a snapshot
	// that stays in the process (rollback, an undo kept in memory); anything
	// written to a file or a store keeps the check sum, so damage is noticed:
	// Game.WriteSnapshotFile and the saves service always write it and
	// Game.RestoreFile refuses a snapshot without one. Restore reads both.
	NoChecksum bool
}

// SnapshotWith is Game.Snapshot with options (see SnapshotOptions).
func (g *Game) SnapshotWith(buf []byte, o SnapshotOptions) ([]byte, error) {
	start := len(buf)
	buf, err := g.appendHead(buf)
	if err != nil {
		return buf[:start], err
	}
	if buf, err = g.scene.AppendSnapshot(buf); err != nil {
		return buf[:start], fmt.Errorf("runtime: snapshot: %w", err)
	}
	if buf, err = g.appendSystems(buf); err != nil {
		return buf[:start], err
	}
	return seal(buf, start, o.NoChecksum), nil
}

// seal ends the snapshot that starts at buf[start:] with its check sum, or,
// unchecked, with 0 and the flag set in its version field.
func seal(buf []byte, start int, unchecked bool) []byte {
	if unchecked {
		at := start + len(SnapshotMagic)
		binary.LittleEndian.PutUint32(buf[at:], binary.LittleEndian.Uint32(buf[at:])|snapUnchecked)
		return append(buf, 0, 0, 0, 0)
	}
	return binary.LittleEndian.AppendUint32(buf, crc32.Checksum(buf[start:], crcTable))
}

// appendHead appends the header, the clock, the Rand and the input state.
func (g *Game) appendHead(buf []byte) ([]byte, error) {
	switch {
	case g.running:
		return buf, errors.New("runtime: snapshot taken inside a step; take it between steps")
	case len(g.commits.spawns)+len(g.commits.destroys) > 0:
		return buf, fmt.Errorf("runtime: snapshot: %d spawns and %d destroys asked for outside a step are pending; step once first",
			len(g.commits.spawns), len(g.commits.destroys))
	}
	buf = append(buf, SnapshotMagic...)
	buf = binary.LittleEndian.AppendUint32(buf, SnapshotVersion)
	types := scenes.TypesDigest()
	buf = append(buf, types[:]...)
	at := len(buf)
	buf = scenes.AppendTypesList(append(buf, 0, 0, 0, 0))
	binary.LittleEndian.PutUint32(buf[at:], uint32(len(buf)-at-4))
	buf = appendString(buf, g.content)
	c := &g.clock
	for _, v := range [...]uint64{uint64(c.stepRate), uint64(c.step), uint64(c.owed), uint64(c.tick), uint64(c.now),
		uint64(c.delta), uint64(c.acc), math.Float64bits(c.scale)} {
		buf = binary.LittleEndian.AppendUint64(buf, v)
	}
	buf = append(buf, boolByte(c.paused))
	buf = g.rand.AppendState(buf)
	return g.input.state.AppendBinary(buf), nil
}

// appendSystems appends the count of Snapshotter systems and, for each, its
// name and its bytes with their length first.
func (g *Game) appendSystems(buf []byte) ([]byte, error) {
	n := 0
	for _, sys := range g.systems {
		if _, ok := sys.(Snapshotter); ok {
			n++
		}
	}
	buf = binary.LittleEndian.AppendUint32(buf, uint32(n))
	for _, sys := range g.systems {
		sn, ok := sys.(Snapshotter)
		if !ok {
			continue
		}
		buf = appendString(buf, sys.Name())
		at := len(buf)
		buf = append(buf, 0, 0, 0, 0)
		var err error
		if buf, err = sn.AppendSnapshot(buf); err != nil {
			return buf, fmt.Errorf("runtime: snapshot of system %s: %w", sys.Name(), err)
		}
		binary.LittleEndian.PutUint32(buf[at:], uint32(len(buf)-at-4))
	}
	return buf, nil
}

func appendString(buf []byte, s string) []byte {
	return append(binary.LittleEndian.AppendUint32(buf, uint32(len(s))), s...)
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// SetContent records the identity of the content the game was made from (for
// example a hash of the project's files, as the host works it out) in the
// snapshots it takes; "" (the default) means not known. Restore does not compare
// it: a saves service reads it with ReadSnapshotInfo and decides.
func (g *Game) SetContent(id string) { g.content = id }

// SnapshotInfo is what a snapshot's header says.
type SnapshotInfo struct {
	Version int        // the format version (SnapshotVersion)
	Content string     // the content identity the game had (see Game.SetContent)
	Tick    griff.Tick // the step the snapshot was taken after
	Now     griff.Time // the game time then
}

// ReadSnapshotInfo reads a snapshot's header. It returns an error if data is
// not a whole snapshot this build can read (see Game.Restore).
func ReadSnapshotInfo(data []byte) (SnapshotInfo, error) {
	p, err := parseSnapshot(data, nil)
	if err != nil {
		return SnapshotInfo{}, err
	}
	return SnapshotInfo{Version: SnapshotVersion, Content: p.content, Tick: p.clock.tick, Now: p.clock.now}, nil
}

// parsed is a snapshot read and checked, not yet put in place.
type parsed struct {
	content string
	clock   Clock
	rand    [16]byte
	input   input.State
	scene   *scenes.Scene
	inPlace []byte   // when not nil, scene is the game's, restored in place from these bytes
	systems [][]byte // each Snapshotter's bytes, in setup order
	// For a migrated restore (snapshot_migrate.go):
	names     []string          // the systems' names
	migrating bool              // systems are matched by name
	mig       *scenes.Migration // reads the component records; nil if the types are the same
}

// snapshotError is what Restore returns for data it refuses.
func snapshotError(format string, args ...any) error {
	return fmt.Errorf("runtime: snapshot refused: "+format, args...)
}

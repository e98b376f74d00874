package runtime

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
)

// MaxSnapshotFile is the largest snapshot file RestoreFile reads: 1 GiB.
const MaxSnapshotFile = 1 << 30

// WriteSnapshotFile takes a snapshot (see Snapshot) and writes it to the file
// name, replacing it. A save game wants the saves service (written off the
// game's thread, atomically); this is for tools and tests. It returns an error
// naming the file.
func (g *Game) WriteSnapshotFile(name string) error {
	data, err := g.Snapshot(nil)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		return fmt.Errorf("runtime: writing snapshot: %w", err)
	}
	return nil
}

// RestoreFile reads the snapshot file name and restores it (see Restore). An
// error names the file and says what is wrong (it cannot be read, it is
// larger than MaxSnapshotFile, written without a check sum (see
// SnapshotOptions), or Restore refused it); the game is then unchanged.
func (g *Game) RestoreFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return fmt.Errorf("runtime: reading snapshot: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSnapshotFile+1))
	if err != nil {
		return fmt.Errorf("runtime: reading snapshot %s: %w", name, err)
	}
	if len(data) > MaxSnapshotFile {
		return fmt.Errorf("runtime: snapshot %s is larger than %d bytes", name, MaxSnapshotFile)
	}
	if unchecked(data) {
		return fmt.Errorf("runtime: snapshot %s refused: it has no check sum (SnapshotOptions.NoChecksum is for snapshots kept in memory)", name)
	}
	if err := g.Restore(data); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// unchecked reports whether data is a snapshot written without a check sum.
func unchecked(data []byte) bool {
	const at = len(SnapshotMagic)
	return len(data) >= at+4 && string(data[:at]) == SnapshotMagic &&
		binary.LittleEndian.Uint32(data[at:])&snapUnchecked != 0
}

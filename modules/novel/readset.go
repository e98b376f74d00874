package novel

import (
	"errors"
	"io/fs"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// ReadRecord is the name of the saves store's record (runtime/saves.Records)
// that keeps the lines read, across every game and save: one line id a line,
// each as "STORY LINE" (the story file's path, a space and Instr.ID), sorted.
const ReadRecord = "novel-read"

// maxReadRecord is the largest read record taken, in bytes (a damaged or
// foreign one larger is ignored with a warning): 4 MiB, some 100,000 lines.
const maxReadRecord = 4 << 20

// readKey is the id a line is kept under in the read set.
func (p *play) readKey(id string) string { return p.r.Story + " " + id }

// isRead reports whether the line id of the story has been read, in any game.
func (p *play) isRead(id string) bool {
	p.s.loadRead(p.g)
	_, ok := slices.BinarySearch(p.s.read, p.readKey(id))
	return ok
}

// markRead records the line id of the story as read; the record is written
// at the end of the step.
func (p *play) markRead(id string) {
	if id == "" {
		return
	}
	s := p.s
	s.loadRead(p.g)
	key := p.readKey(id)
	i, ok := slices.BinarySearch(s.read, key)
	if ok {
		return
	}
	s.read = slices.Insert(s.read, i, key)
	if !s.readDirty {
		s.readDirty = true
		p.g.AfterStep(s.writeRead)
	}
}

// loadRead reads the read set from the saves store once per game (none
// without a store: the game keeps its own for its life).
func (s *system) loadRead(g *runtime.Game) {
	if s.readLoaded {
		return
	}
	s.readLoaded = true
	rec, ok := runtime.LookupService[saves.Records](g)
	if !ok {
		return
	}
	data, err := rec.ReadRecord(ReadRecord)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return
	case err != nil:
		g.Problems().Warn(nil, "Novel.Reader", "the lines read could not be read from the saves store: %v", err)
		return
	case len(data) > maxReadRecord:
		g.Problems().Warn(nil, "Novel.Reader", "the saves store's record %q is %d bytes, more than %d: ignored", ReadRecord, len(data), maxReadRecord)
		return
	}
	s.read = parseRead(data)
}

// parseRead reads a read record: its non-empty lines, sorted, each once.
func parseRead(data []byte) []string {
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" {
			out = append(out, l)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// writeRead writes the read set to the saves store (at a step boundary).
func (s *system) writeRead(g *runtime.Game) {
	s.readDirty = false
	rec, ok := runtime.LookupService[saves.Records](g)
	if !ok {
		return
	}
	_ = rec.WriteRecord(ReadRecord, []byte(strings.Join(s.read, "\n")+"\n")) // the name is valid
}

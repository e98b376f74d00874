package play

import (
	"fmt"
	"io"
	"os"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/hosting"
)

// readPlaythrough reads the playthrough file.
func readPlaythrough(file string) (*hosting.Playthrough, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return hosting.ReadPlaythrough(file, f)
}

// fits returns the error hosting.Replay gives when p was recorded with another
// game or other content than lg's, or nil: a replay in the window checks it too.
func fits(lg *hosting.LoadedGame, p *hosting.Playthrough) error {
	if p.Game != lg.Project.Name {
		return fmt.Errorf("%w: recorded with the game %q, not %q", hosting.ErrBadPlaythrough, p.Game, lg.Project.Name)
	}
	if p.Content != lg.ContentHash() {
		return fmt.Errorf("%w: recorded with other content of %q (its project, scenes, prefabs or tables changed since)",
			hosting.ErrBadPlaythrough, p.Game)
	}
	return nil
}

// replay plays a recorded playthrough headless and prints its steps and state
// hash; frames above 0 stops it at that frame (one step each) instead of its
// end. With check it compares the end state with the recorded one and returns
// an error listing the parts that differ. A long replay shows its progress on
// stderr (withProgress).
func replay(lg *hosting.LoadedGame, opts hosting.Options, file string, frames int, check bool, stdout, stderr io.Writer) error {
	p, err := readPlaythrough(file)
	if err != nil {
		return err
	}
	if frames > 0 {
		if frames > int(p.Steps) {
			return fmt.Errorf("--frames %d is past the end of %s (%d steps)", frames, file, p.Steps)
		}
		short := *p
		short.Steps = griff.Tick(frames)
		p = &short
	}
	opts, finish := withProgress(opts, stderr, "replay", "steps", int64(p.Steps))
	g, err := hosting.Replay(lg, opts, p, 0)
	finish()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "steps %d hash %s\n", g.Clock().Tick(), g.Fingerprint())
	if check {
		if err := p.Check(g); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "the replay ends in the recorded state")
	}
	return nil
}

// recordHeadless plays frames steps with no input and writes the playthrough: a
// recording of the game on its own, for tests and demos. The window records
// what the player does. A long recording shows its progress on stderr.
func recordHeadless(lg *hosting.LoadedGame, opts hosting.Options, file string, frames int, stdout, stderr io.Writer) error {
	opts, finish := withProgress(opts, stderr, "record", "steps", int64(frames))
	p, err := hosting.Record(lg, opts, nil, griff.Tick(frames))
	finish()
	if err != nil {
		return err
	}
	return writePlaythrough(p, file, stdout)
}

// writePlaythrough writes p to file atomically (griff/atomicfile) and says so on
// stdout.
func writePlaythrough(p *hosting.Playthrough, file string, stdout io.Writer) error {
	f, err := atomicfile.Create(file, 0o644)
	if err != nil {
		return err
	}
	if err := p.Write(f); err != nil {
		f.Discard()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "recorded %d steps to %s (hash %s)\n", p.Steps, file, p.Fingerprint)
	return nil
}

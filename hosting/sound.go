package hosting

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/scenes"
)

// SettingsFileName is the name of the player's settings file in the save folder.
const SettingsFileName = "settings.json"

// soundSection is the key of the sound settings in the settings file.
const soundSection = "sound"

// SettingsFile is the player's settings file: a JSON object whose "sound" member
// holds mixer.Settings (see the sound documentation at the top of
// hosting/sound.go). It implements sounds.SettingsStore.
type SettingsFile struct {
	// Path is the file's path, usually filepath.Join(SaveDir, SettingsFileName).
	Path string
}

// LoadSoundSettings reads the sound settings from the file. A missing file or a
// file without a "sound" member gives mixer.DefaultSettings and no error; missing
// volumes keep their defaults (mixer.ParseSettings). It returns the defaults with
// an error wrapping ErrBadFile that names the file (and the line and column, or
// the field) for a file that is not a JSON object or whose "sound" member does not
// read, or the error of a file that cannot be read.
func (f SettingsFile) LoadSoundSettings() (mixer.Settings, error) {
	def := mixer.DefaultSettings()
	raw, err := f.section(soundSection)
	if raw == nil {
		return def, err
	}
	s, err := mixer.ParseSettings(raw)
	if err != nil {
		return def, fmt.Errorf("%s: %w: field %s: %v", f.Path, ErrBadFile, soundSection, err)
	}
	return s, nil
}

// SaveSoundSettings writes s as the file's "sound" member, keeping its other
// members (unless the file did not read), creating the folder if needed. The
// file is written atomically (griff/atomicfile: a temporary file, synced and
// renamed), so a crash leaves the old file or the new one, and a temporary file
// a crash left is removed. It returns an error wrapping the file system's
// (a *fs.PathError naming f.Path, never the temporary file). In a game (see
// LoadedGame.NewGame) a failed save is also reported in the problem log.
func (f SettingsFile) SaveSoundSettings(s mixer.Settings) error {
	if err := s.Validate(); err != nil {
		return fmt.Errorf("hosting: saving %s: %w", f.Path, err)
	}
	return f.saveSection(soundSection, s)
}

// section returns the raw member name of the settings file, or nil with no
// error for a missing file or member. It returns nil with the error of a
// file that cannot be read, or one wrapping ErrBadFile (parseSettingsFile)
// for a file that is not a JSON object.
func (f SettingsFile) section(name string) (json.RawMessage, error) {
	data, err := os.ReadFile(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("hosting: %w", err)
	}
	sections, err := parseSettingsFile(f.Path, data)
	if err != nil {
		return nil, err
	}
	return sections[name], nil
}

// saveSection writes v (marshalled as JSON) as the settings file's member
// name, keeping its other members unless the file did not read, atomically
// (writeFileAtomic). It returns an error wrapping the file system's or the
// marshaller's.
func (f SettingsFile) saveSection(name string, v any) error {
	sections := map[string]json.RawMessage{}
	if data, err := os.ReadFile(f.Path); err == nil {
		if old, perr := parseSettingsFile(f.Path, data); perr == nil {
			sections = old
		}
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("hosting: saving %s: %w", f.Path, err)
	}
	sections[name] = raw
	out, err := json.MarshalIndent(sections, "", "  ") // keys sorted: a stable file
	if err != nil {
		return fmt.Errorf("hosting: saving %s: %w", f.Path, err)
	}
	return writeFileAtomic(f.Path, append(out, '\n'))
}

// parseSettingsFile reads the top-level members of a settings file.
func parseSettingsFile(name string, data []byte) (map[string]json.RawMessage, error) {
	var sections map[string]json.RawMessage
	data = bytes.TrimPrefix(data, utf8BOM)
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&sections); err != nil {
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) && typ.Field == "" {
			return nil, fmt.Errorf("%s:%s: %w: want a JSON object, found %s", name, position(data, typ.Offset-1), ErrBadFile, typ.Value)
		}
		return nil, jsonError(name, data, dec.InputOffset(), err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%s:%s: %w: text after the settings object", name, position(data, dec.InputOffset()), ErrBadFile)
	}
	if sections == nil { // the file says null
		return nil, fmt.Errorf("%s: %w: want a JSON object, found null", name, ErrBadFile)
	}
	return sections, nil
}

// writeFileAtomic writes data to path with griff/atomicfile, making the folder
// first if needed. Its errors name path, never a temporary file.
func writeFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("hosting: saving %s: %w", path, err)
	}
	if err := atomicfile.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("hosting: %w", err)
	}
	return nil
}

// reportingSettings is a game's settings file: a save that fails is also
// reported in the game's problem log (SeverityError, naming the file), since the
// game code that asked for it may drop the error.
type reportingSettings struct {
	SettingsFile
	problems *scenes.Problems
}

func (r reportingSettings) SaveSoundSettings(s mixer.Settings) error {
	err := r.SettingsFile.SaveSoundSettings(s)
	if err != nil {
		why := error(err)
		var pe *fs.PathError
		if errors.As(err, &pe) {
			why = fmt.Errorf("%s: %w", pe.Op, pe.Err) // the file is the problem's File
		}
		r.problems.Report(scenes.Problem{Severity: scenes.SeverityError, File: r.Path,
			Message: fmt.Sprintf("the sound settings were not saved: %v", why)})
	}
	return err
}

// Sounds returns the game folder's sound library, shared by every game made from
// it (see sounds.NewSoundLibrary for the names it knows).
func (lg *LoadedGame) Sounds() sounds.SoundLibrary { return lg.sounds }

// soundOptions gives a game its sound from what the host has: the library, the
// settings file of opts.SaveDir, and a mixer started on opts.Output. An output
// that did not open or start is reported in problems and the game has no mixer.
func (lg *LoadedGame) soundOptions(opts Options, problems *scenes.Problems) sounds.Options {
	so := sounds.Options{Library: lg.sounds}
	if opts.SaveDir != "" {
		so.Settings = reportingSettings{SettingsFile{Path: filepath.Join(opts.SaveDir, SettingsFileName)}, problems}
	}
	noSound := func(err error) sounds.Options {
		problems.Report(scenes.Problem{Severity: scenes.SeverityWarning,
			Message: fmt.Sprintf("sound output: %v; playing without sound", err)})
		return so
	}
	if opts.OutputError != nil {
		return noSound(opts.OutputError)
	}
	if opts.Output == nil {
		return so
	}
	rate := opts.Output.SampleRate()
	if rate <= 0 {
		return noSound(fmt.Errorf("the device reports %d frames per second", rate))
	}
	mix := mixer.New(mixer.Options{Rate: rate})
	if err := opts.Output.Start(mix); err != nil {
		return noSound(err)
	}
	so.Mixer = mix
	return so
}

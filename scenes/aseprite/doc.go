// Package aseprite reads the sprite sheets Aseprite exports (File > Export
// Sprite Sheet, or aseprite -b --sheet hero.png --data hero.json
// --list-tags --list-slices --list-layers): a PNG of the frames and a JSON file
// describing them. [Read] turns the JSON into a [Sheet]; [Sheet.AnimationSet]
// makes the [visual.AnimationSet] a sprite plays, one clip per frame tag; and
// [Sheet.Slice] answers a module that asks for a named box (a hit box, a pivot)
// on a given frame.
//
// # In a game
//
// A scene or prefab entity names its sheet with a [Source] component,
// "Griff.Aseprite": {"file": "art/hero.json"}, beside its Griff.Sprite
// showing the sheet's PNG. The host reads the sheet when it loads the game
// folder, sets the entity's AnimationSet from it, and reads it again on a
// live reload (see package hosting); game code plays clips with visual.Play
// and asks for a slice on the frame shown with [SliceOn] (a hit box:
// SliceOn(e, "hitbox")), from the slices and clip frames the host copied
// into the Source, so they are in snapshots and spawned copies too.
//
// # The format
//
// The JSON has "frames" and "meta". Frames come in one of two forms, both read:
// the "hash" form, an object keyed by each frame's file name in frame order,
// and the "array" form, an array whose items carry a "filename". Each frame has
// its rectangle in the sheet ("frame": x, y, w, h in texels) and its duration
// in milliseconds. meta.frameTags are the tags: a name, the first and last
// frame (from, to, inclusive), a direction ("forward", "reverse", "pingpong",
// and since Aseprite 1.3 "pingpong_reverse") and, since 1.3, "repeat" (how many
// times the tag plays; absent or "0" plays for ever). meta.slices are named
// rectangles with keys: each key applies from its frame until the next key,
// with bounds, and optionally a pivot point and a 9-slice center, all in texels
// of the frame. meta.layers lists the layers (name, opacity, blend mode,
// group). Unknown keys are ignored, as Aseprite adds some between versions.
//
// # Clips: directions and durations
//
// Decision: a tag becomes a clip of the existing clip model (frames at a fixed
// rate) rather than a new kind of animation, so scene files, the view system
// and every recorded fingerprint stay as they are. The clip lists the frames
// in the order they show, and a frame lasting several units of time is listed
// that many times:
//
//   - The unit is the greatest common divisor of the tag's frame durations, and
//     the clip's FPS is 1000 / unit: frames of 100, 100 and 200 ms play at
//     10 frames a second as a, b, c, c.
//   - When that would list more than [MaxClipFrames] (1024) frames, the unit is
//     the total time over 1024 rounded up and each frame lasts its duration in
//     units rounded to the nearest (at least 1); the clip's note says so. A
//     duration below 1 ms counts as 1 ms, above [MaxDuration] as MaxDuration.
//   - forward plays from..to, reverse to..from. pingpong plays from..to and back
//     to from+1, then loops (0 1 2 1 0 1 2 ...: the turning frames show once);
//     pingpong_reverse starts from the end.
//   - repeat N > 0 plays N passes and stops on the last frame (Loop false); a
//     ping-pong pass is one way, so pingpong with repeat 2 plays 0 1 2 1 0.
//     No repeat loops for ever.
//
// A sheet without tags gives one clip named [DefaultClip] ("default") playing
// every frame forward in a loop.
//
// # Slices
//
// Slices are not drawn: [Sheet.Slice] returns the key in force on a frame (the
// last key whose frame is at or before it), with its bounds, pivot and 9-slice
// center, for a module to use as a hit box, a hurt box or an origin. A clip
// lists a sheet frame once per unit of its duration, so a module playing a
// clip finds the sheet frame its animation shows with [Sheet.ClipFrames].
//
// # Bad input and limits
//
// [Read] returns an error ([scenes.FileError], wrapping [scenes.ErrSyntax] or
// [ErrFormat], at the line and column of the mistake: encoding/json's offsets
// turned into the line and column where the bad value starts) for a file it
// cannot read at all: not JSON, a value of the wrong type, more than
// [MaxFileSize] bytes, more than [visual.MaxFrames] frames, no frames, no
// frame whose rectangle is inside the sheet image. A mistake it can play
// around is left out or replaced and returned as a [scenes.Problem] naming
// the file and the line and column of the value at fault, for the problem
// log: a tag or slice key naming a frame that does not exist (a key past
// the last frame is left out, the slice keeps its other keys), two keys of
// a slice on one frame (the later in the file is kept, as Sheet.Slice would
// pick it; keys out of frame order are sorted without a warning), an unknown
// direction, a negative repeat, a duration out of range, an impossible
// frame rectangle, and frames trimmed unlike the first (Aseprite's Trim
// Cels: each frame's picture at its own place in its frame, which Griff's
// clips, a region a frame drawn at the sprite's pivot, cannot place; the
// frames then move against each other, so the warning asks for an
// untrimmed export or Trim Sprite, which trims every frame alike). Decision, as a frame's rectangle is where the sprite's
// picture comes from: one reaching past the sheet image (meta.size, where
// the file gives it; otherwise only negative x and y are past it) is clipped
// to the image; one with no area (w or h at most 0, or nothing left inside
// the image, or a number above 2^24, larger than any image) shows the
// picture of the frame before it (leading ones: of the first good frame),
// since an empty region would draw the whole sheet. The tags' frame numbers
// stay as they are.
//
// # Reading .aseprite files
//
// Griff reads the JSON export only. No well-kept Go reader of the binary
// .aseprite format was found (the Go module proxy here serves none; the
// readers found elsewhere are small personal forks, such as
// pranavraja/asefile forked from Racinettee/asefile), so the binary format is
// left to Aseprite's own command-line export.
package aseprite

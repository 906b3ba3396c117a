#!/usr/bin/env bash
# Makes the committed fixture clips in tests/fixtures/clips/ (issues 10 and 11).
#
# What it makes, for each of 24, 30, 60 and 30000/1001 (29.97) frames per second:
#   h264-<rate>fps.mp4   H.264 (Main profile, yuv420p) in MP4, moov atom first (+faststart)
#   vp9-<rate>fps.webm   VP9 (yuv420p) in WebM
# each 3 seconds at 320x180, no audio, a keyframe exactly every second (every round(fps) frames),
# and on EVERY frame its own frame number (0-based), drawn by ffmpeg's expressions so it is exact:
#   - as a machine-readable row of 16x16 blocks on a mid-grey background, starting at (16, 16):
#     block 0 is black and block 1 is white (the references a reader thresholds between), then
#     12 blocks, one per bit of the frame number, most significant bit first, white for 1 and
#     black for 0 (tests/fixtures/clips/frame-code.ts reads them back);
#   - as text for people (drawtext, when the DejaVu font is installed).
# It also writes not-a-video.mp4 (a text file with a video's name) and manifest.json: per clip the
# file, container, codec, frame rate (fraction and number), frame count, keyframes, duration,
# width, height, size in bytes and the block layout, all READ BACK from the files with ffprobe
# (frames counted by decoding them: -count_frames), none assumed.
#
# Needs Debian's ffmpeg (`apt-get install ffmpeg`: ffmpeg and ffprobe with libx264, libvpx and
# drawtext). It is a tool for whoever regenerates the clips, not a project dependency: CI and the
# tests use the committed files and never run this script.
#
# Run from anywhere (it overwrites the clips and the manifest):
#   bash scripts/make-fixture-clips.sh
# then prove every frame of every clip still carries its own number:
#   node scripts/check-fixture-clips.mjs
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/tests/fixtures/clips"
WIDTH=320
HEIGHT=180
SECONDS_LONG=3
# The frame code's layout; frame-code.ts and the manifest describe the same numbers.
BITS=12
BLOCK=16
ORIGIN_X=16
ORIGIN_Y=16
# Luma (limited range, as yuv420p video carries it): black, white and the background.
BLACK=16
WHITE=235
GREY=128
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf

for tool in ffmpeg ffprobe; do
  command -v "$tool" >/dev/null || { echo "needs $tool: apt-get install ffmpeg" >&2; exit 1; }
done
mkdir -p "$OUT"

# Block k of the row (k = floor((X - ORIGIN_X) / BLOCK)): 0 black, 1 white, 2.. the bits of N,
# the frame number, most significant first. Everything else is the grey background.
ROW_END_X=$((ORIGIN_X + (BITS + 2) * BLOCK - 1))
ROW_END_Y=$((ORIGIN_Y + BLOCK - 1))
K="floor((X-$ORIGIN_X)/$BLOCK)"
BIT="mod(floor(N/pow(2,$((BITS + 1))-$K)),2)"
LUMA="if(between(Y,$ORIGIN_Y,$ROW_END_Y)*between(X,$ORIGIN_X,$ROW_END_X),if(eq($K,0),$BLACK,if(eq($K,1),$WHITE,if($BIT,$WHITE,$BLACK))),$GREY)"

# rate name, ffmpeg rate, frames per second rounded (the keyframe interval)
CLIPS=(
  "24 24 24"
  "30 30 30"
  "60 60 60"
  "29.97 30000/1001 30"
)

frames_filter() {
  local label="$1" rate="$2"
  local filter="color=c=gray:s=${WIDTH}x${HEIGHT}:r=${rate},format=yuv420p,geq=lum='${LUMA}':cb=128:cr=128"
  if [[ -f "$FONT" ]]; then
    filter+=",drawtext=fontfile=${FONT}:text='%{frame_num}':fontsize=64:fontcolor=black:x=(w-text_w)/2:y=56"
    filter+=",drawtext=fontfile=${FONT}:text='${label}':fontsize=18:fontcolor=black:x=(w-text_w)/2:y=140"
  else
    echo "no $FONT (Debian package fonts-dejavu-core): clips without the text for people" >&2
  fi
  printf '%s' "$filter"
}

probe() { ffprobe -v error -select_streams v:0 "$@"; }

clip_json() {
  local file="$1" container="$2"
  local path="$OUT/$file"
  local codec width height rate frames duration size keyframes fps
  codec=$(probe -show_entries stream=codec_name -of csv=p=0 "$path")
  width=$(probe -show_entries stream=width -of csv=p=0 "$path")
  height=$(probe -show_entries stream=height -of csv=p=0 "$path")
  rate=$(probe -show_entries stream=r_frame_rate -of csv=p=0 "$path")
  frames=$(probe -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$path")
  duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$path")
  size=$(stat -c %s "$path")
  # One "frame|key_frame=…" line per decoded frame (side data may add other lines).
  keyframes=$(probe -show_entries frame=key_frame -of compact "$path" |
    awk -F'|' '$1 == "frame" { if ($2 == "key_frame=1") printf "%s%d", (n ? ", " : ""), i; n += ($2 == "key_frame=1"); i++ }')
  fps=$(awk -v r="$rate" 'BEGIN { split(r, p, "/"); printf "%.6g", p[1] / (p[2] ? p[2] : 1) }')
  cat <<JSON
    {
      "file": "$file",
      "container": "$container",
      "codec": "$codec",
      "fps": "$rate",
      "fpsValue": $fps,
      "frameCount": $frames,
      "keyframes": [$keyframes],
      "durationSeconds": $duration,
      "width": $width,
      "height": $height,
      "sizeBytes": $size,
      "frameCode": { "bits": $BITS, "blockSize": $BLOCK, "origin": { "x": $ORIGIN_X, "y": $ORIGIN_Y } }
    }
JSON
}

entries=()
for clip in "${CLIPS[@]}"; do
  read -r name rate gop <<<"$clip"
  frames=$(awk -v r="$rate" -v s="$SECONDS_LONG" 'BEGIN { split(r, p, "/"); printf "%d", s * p[1] / (p[2] ? p[2] : 1) + 0.5 }')
  common=(-hide_banner -loglevel error -y -f lavfi)

  echo "h264-${name}fps.mp4 ($frames frames)"
  ffmpeg "${common[@]}" -i "$(frames_filter "H.264 ${name} fps" "$rate")" -frames:v "$frames" -an \
    -c:v libx264 -preset slow -profile:v main -crf 26 -pix_fmt yuv420p \
    -g "$gop" -keyint_min "$gop" -sc_threshold 0 \
    -movflags +faststart -map_metadata -1 -fflags +bitexact "$OUT/h264-${name}fps.mp4"
  entries+=("$(clip_json "h264-${name}fps.mp4" mp4)")

  echo "vp9-${name}fps.webm ($frames frames)"
  ffmpeg "${common[@]}" -i "$(frames_filter "VP9 ${name} fps" "$rate")" -frames:v "$frames" -an \
    -c:v libvpx-vp9 -crf 34 -b:v 0 -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p \
    -g "$gop" -keyint_min "$gop" \
    -map_metadata -1 -fflags +bitexact "$OUT/vp9-${name}fps.webm"
  entries+=("$(clip_json "vp9-${name}fps.webm" webm)")
done

printf '%s\n' \
  'This file is named .mp4 but holds no video: a fixture for rejecting files by their content,' \
  'not their name (made by scripts/make-fixture-clips.sh).' >"$OUT/not-a-video.mp4"

{
  echo '{'
  echo '  "generatedBy": "scripts/make-fixture-clips.sh",'
  echo '  "notAVideo": "not-a-video.mp4",'
  echo '  "clips": ['
  last=$((${#entries[@]} - 1))
  for i in "${!entries[@]}"; do
    if ((i < last)); then printf '%s,\n' "${entries[$i]}"; else printf '%s\n' "${entries[$i]}"; fi
  done
  echo '  ]'
  echo '}'
} >"$OUT/manifest.json"

du -sh "$OUT"

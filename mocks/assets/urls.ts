/** URLs of the files this mock serves under /__mock/assets/, which a browser can render. */
export function imageUrl(baseUrl: string, name: string, width: number, height: number, seed: number): string {
  return `${baseUrl}/__mock/assets/images/${name}.png?w=${width}&h=${height}&seed=${seed >>> 0}`;
}

export function audioUrl(baseUrl: string, name: string, seconds: number, seed: number): string {
  return `${baseUrl}/__mock/assets/audio/${name}.wav?d=${seconds}&seed=${seed >>> 0}`;
}

export function videoUrl(baseUrl: string, taskId: number): string {
  return `${baseUrl}/__mock/assets/video/task_${taskId}.mp4`;
}

export function coverUrl(baseUrl: string, taskId: number): string {
  return `${baseUrl}/__mock/assets/video/task_${taskId}.png`;
}
